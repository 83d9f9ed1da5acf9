-- The lead limit (20250601000000_lead_limit_per_ip.sql, 20261203000000_client_address_header.sql), tightened:
--
-- * IPv6 counted per /64 only: one /48, which a single customer of many providers holds, gives 65,536 counters.
--   Leads are now also counted per /48, with a cap of their own (per_48_per_hour), beside the /64's.
-- * A request whose address did not parse (no trusted header value and a last X-Forwarded-For entry that is no
--   address) was let through uncounted. It now counts, with every other such request, in one shared bucket: the
--   same rule as the functions' limiter (supabase/functions/_shared/http.ts) and the other anonymous writes
--   (private.request_client_key, 20261206010000_anon_write_limits.sql).

alter table private.lead_limit_settings
  add column per_48_per_hour integer not null default 60
    constraint lead_limit_settings_per_48_positive check (per_48_per_hour > 0);

-- The /48 an IPv6 counting key ('2001:db8:1:2::/64') lies in, or null for an IPv4 key or the shared bucket.
create function private.client_network_48(client_key text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case when client_key like '%::/64'
    then pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(
      pg_catalog.split_part(client_key, '/', 1)::inet, 48))) || '/48'
  end
$$;

revoke all on function private.client_network_48(text) from public, anon, authenticated;

create or replace function private.enforce_lead_limit() returns trigger
  language plpgsql
  security definer
  -- Empty: every name below is schema-qualified, so a caller's search_path cannot redirect anything.
  set search_path = ''
as $$
declare
  client_key text := private.request_client_key();
  network_key text := private.client_network_48(client_key);
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  settings private.lead_limit_settings;
  counted text;
  hashed bytea;
  recent bigint;
  cap integer;
begin
  if client_key is null then
    return new;
  end if;
  select * into strict settings from private.lead_limit_settings;

  -- Forget counters older than the hour, a batch at a time; rows another insert is already deleting are
  -- skipped rather than waited for, so concurrent inserts never queue behind each other here.
  delete from private.lead_rate_counters
  where ctid = any (array(
    select ctid from private.lead_rate_counters
    where minute_start < this_minute - interval '59 minutes'
    limit 100
    for update skip locked));

  -- The address (or its /64, or the shared bucket), then its /48 where it has one: each counted and capped.
  foreach counted in array array_remove(array[client_key, network_key], null) loop
    hashed := pg_catalog.sha256(settings.address_hash_key || pg_catalog.convert_to(counted, 'UTF8'));
    cap := case when counted = network_key then settings.per_48_per_hour else settings.per_ip_per_hour end;

    -- The upsert takes the row lock of this key's current minute, so concurrent inserts count one after another
    -- and the limit is exact. A refused or failed insert rolls its count back.
    insert into private.lead_rate_counters as counter (address_hash, minute_start, leads)
    values (hashed, this_minute, 1)
    on conflict (address_hash, minute_start) do update set leads = counter.leads + 1;

    select sum(leads) into recent
    from private.lead_rate_counters
    where address_hash = hashed and minute_start >= this_minute - interval '59 minutes';

    if recent > cap then
      raise sqlstate 'PT429' using
        message = 'Too many leads from this address: try again later',
        detail = case when counted = network_key
          then pg_catalog.format('At most %s leads an hour are accepted from one /48 network', cap)
          else pg_catalog.format('At most %s leads an hour are accepted from one address', cap) end,
        hint = 'Each lead stops counting an hour after it was sent';
    end if;
  end loop;
  return new;
end
$$;

revoke all on function private.enforce_lead_limit() from public, anon, authenticated;
