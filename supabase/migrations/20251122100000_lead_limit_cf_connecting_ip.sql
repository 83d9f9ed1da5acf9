-- The lead limit per address (20250601000000_lead_limit_per_ip.sql) keyed on the first X-Forwarded-For entry.
-- The hosted API sits behind Cloudflare, which appends the real address to an X-Forwarded-For the client sent,
-- so a client rotating that header got a fresh counter each time. Cloudflare sets CF-Connecting-IP itself,
-- replacing any client value: it is read first now, and X-Forwarded-For only where it is absent (the local
-- stack, or a deployment without Cloudflare in front, where the gateway's X-Forwarded-For is all there is).
-- The function is otherwise unchanged; the trigger keeps calling it by name.

create or replace function private.enforce_lead_limit() returns trigger
  language plpgsql
  security definer
  -- Empty: every name below is schema-qualified, so a caller's search_path cannot redirect anything.
  set search_path = ''
as $$
declare
  -- PostgREST sets request.headers (lower-case names) per transaction; outside a request it is unset or ''.
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  -- Cloudflare's CF-Connecting-IP first: it sets that header itself, over any value a client sent, while a
  -- client-sent X-Forwarded-For stays first in the list and could choose its own counter on every insert.
  address text := coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1)), ''));
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  settings private.lead_limit_settings;
  hashed bytea;
  recent bigint;
begin
  if address is null then
    return new;
  end if;
  select * into strict settings from private.lead_limit_settings;
  hashed := pg_catalog.sha256(settings.address_hash_key || pg_catalog.convert_to(pg_catalog.lower(address), 'UTF8'));

  -- Forget counters older than the hour, a batch at a time; rows another insert is already deleting are
  -- skipped rather than waited for, so concurrent inserts never queue behind each other here.
  delete from private.lead_rate_counters
  where ctid = any (array(
    select ctid from private.lead_rate_counters
    where minute_start < this_minute - interval '59 minutes'
    limit 100
    for update skip locked));

  -- The upsert takes the row lock of this address's current minute, so concurrent inserts from one address
  -- count one after another and the limit is exact. A refused or failed insert rolls its count back.
  insert into private.lead_rate_counters as counter (address_hash, minute_start, leads)
  values (hashed, this_minute, 1)
  on conflict (address_hash, minute_start) do update set leads = counter.leads + 1;

  select sum(leads) into recent
  from private.lead_rate_counters
  where address_hash = hashed and minute_start >= this_minute - interval '59 minutes';

  if recent > settings.per_ip_per_hour then
    raise sqlstate 'PT429' using
      message = 'Too many leads from this address: try again later',
      detail = pg_catalog.format('At most %s leads an hour are accepted from one address', settings.per_ip_per_hour),
      hint = 'Each lead stops counting an hour after it was sent';
  end if;
  return new;
end
$$;

revoke all on function private.enforce_lead_limit() from public, anon, authenticated;
