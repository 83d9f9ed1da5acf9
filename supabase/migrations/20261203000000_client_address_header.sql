-- Who the lead limit counts as one client (20250601000000_lead_limit_per_ip.sql, 20251122100000_...), made a
-- client cannot dodge:
--
-- * CF-Connecting-IP was believed whenever present. Only a proxy in front that sets a header over any client
--   value makes it trustworthy (Cloudflare does; a self-hosted Supabase, the local stack or another proxy
--   does not). The trusted header is now a per-deployment setting, none by default:
--     update private.lead_limit_settings set client_address_header = 'cf-connecting-ip';
-- * Without it (or when it holds no IP address) the address is the LAST X-Forwarded-For entry, the one the
--   gateway in front of PostgREST appended for the peer it saw; the entries before it are the client's own.
-- * Only a value that parses as an IP address counts. IPv6 counts per /64: one host gets a whole /64 and could
--   otherwise use a fresh address per lead.
-- * A trusted header over 64 characters or an X-Forwarded-For over 1024 is answered 400 (PT400).
-- The functions' limiter applies the same rule (supabase/functions/_shared/clientAddress.ts).

alter table private.lead_limit_settings
  add column client_address_header text
    constraint lead_limit_settings_header_name check (client_address_header ~ '^[a-z0-9-]{1,64}$');

-- The counting key of an address (IPv4 itself, IPv6 its /64, an IPv4-mapped IPv6 its IPv4), or null.
create function private.client_address_key(candidate text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  address inet;
begin
  candidate := pg_catalog.btrim(candidate);
  -- inet also reads networks ('10.0.0.0/8'): a client address has no mask.
  if candidate is null or candidate = '' or pg_catalog.length(candidate) > 45 or pg_catalog.strpos(candidate, '/') > 0 then
    return null;
  end if;
  begin
    address := candidate::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if pg_catalog.family(address) = 6 and address << '::ffff:0.0.0.0/96'::inet then
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  if pg_catalog.family(address) = 4 then
    return pg_catalog.host(address);
  end if;
  return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(address, 64))) || '/64';
end
$$;

revoke all on function private.client_address_key(text) from public, anon, authenticated;

create or replace function private.enforce_lead_limit() returns trigger
  language plpgsql
  security definer
  -- Empty: every name below is schema-qualified, so a caller's search_path cannot redirect anything.
  set search_path = ''
as $$
declare
  -- PostgREST sets request.headers (lower-case names) per transaction; outside a request it is unset or ''.
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  settings private.lead_limit_settings;
  trusted text;
  forwarded text;
  address text;
  hashed bytea;
  recent bigint;
begin
  if headers is null then
    return new;
  end if;
  select * into strict settings from private.lead_limit_settings;
  trusted := case when settings.client_address_header is not null then headers ->> settings.client_address_header end;
  forwarded := headers ->> 'x-forwarded-for';
  if pg_catalog.length(trusted) > 64 or pg_catalog.length(forwarded) > 1024 then
    raise sqlstate 'PT400' using
      message = 'Client address header too large',
      detail = pg_catalog.format('%s is longer than a client address can be',
        case when pg_catalog.length(trusted) > 64 then settings.client_address_header else 'x-forwarded-for' end);
  end if;
  address := coalesce(
    private.client_address_key(trusted),
    private.client_address_key(pg_catalog.split_part(forwarded, ',', -1)));
  if address is null then
    return new;
  end if;
  hashed := pg_catalog.sha256(settings.address_hash_key || pg_catalog.convert_to(address, 'UTF8'));

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
