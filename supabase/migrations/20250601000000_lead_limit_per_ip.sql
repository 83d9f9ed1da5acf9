-- A cap on leads per client address per hour. The browser inserts leads straight through PostgREST with the
-- public key, so no code of ours sees the request: the database itself has to count and refuse.
--
-- How: a BEFORE INSERT trigger on public.leads reads the caller's address from the request headers PostgREST
-- puts in `request.headers` (the first X-Forwarded-For entry, which the hosted gateway fills with the client's
-- address), counts it in private.lead_rate_counters and, over the limit, raises SQLSTATE 'PT429', which
-- PostgREST answers with HTTP 429. The browser's outbox retries a 429 later, so nothing is lost.
--
-- Privacy: the address is never stored. The counters hold a keyed SHA-256 of it (the key is random per
-- database and never leaves it, so the hash of the small IPv4 space cannot be looked up in a precomputed
-- table), and counters older than an hour are deleted as new leads arrive.
--
-- Statements without request headers (the edge functions, the SQL editor, psql) are not limited.

-- One row of settings, so each deployment can choose its own limit:
--   update private.lead_limit_settings set per_ip_per_hour = 50;
create table private.lead_limit_settings (
  singleton boolean primary key default true
    constraint lead_limit_settings_single_row check (singleton),
  per_ip_per_hour integer not null default 20
    constraint lead_limit_settings_positive check (per_ip_per_hour > 0),
  -- 32 random bytes (two v4 UUIDs: 244 bits from the server's strong random source); pgcrypto is not needed.
  address_hash_key bytea not null
    default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
);

insert into private.lead_limit_settings default values;

-- Leads per hashed address per minute; the last 60 minutes summed give the hourly count (a sliding hour at
-- one-minute resolution, with a bounded number of rows per address whatever the traffic).
create table private.lead_rate_counters (
  address_hash bytea not null,
  minute_start timestamptz not null,
  leads integer not null,
  primary key (address_hash, minute_start)
);

create index lead_rate_counters_minute_start_idx on private.lead_rate_counters (minute_start);

alter table private.lead_limit_settings enable row level security;
alter table private.lead_rate_counters enable row level security;
revoke all on table private.lead_limit_settings, private.lead_rate_counters from public, anon, authenticated;

create function private.enforce_lead_limit() returns trigger
  language plpgsql
  security definer
  -- Empty: every name below is schema-qualified, so a caller's search_path cannot redirect anything.
  set search_path = ''
as $$
declare
  -- PostgREST sets request.headers (lower-case names) per transaction; outside a request it is unset or ''.
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  address text := nullif(pg_catalog.btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1)), '');
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

create trigger leads_limit_per_ip
  before insert on public.leads
  for each row execute function private.enforce_lead_limit();
