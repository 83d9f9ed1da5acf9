-- Bounded anonymous writes. vitals, consent_events and outbox_failures took any number of rows from the public key:
-- one request could insert thousands of vitals rows with invented routes. Each now has, like the leads:
--
-- * a cap on rows per client address per hour, counted as the lead limit counts (a keyed hash of the address,
--   never the address; a sliding hour at one-minute resolution; PT429, which PostgREST answers 429);
-- * a cap on rows per request above anything a page sends (PostgREST runs each request in one transaction, so
--   the rows one transaction inserts are one request's): PT413, answered 413.
--
-- The caps are per deployment (private.anon_write_limits), e.g.
--   update private.anon_write_limits set per_address_per_hour = 600 where table_name = 'vitals';
-- Who counts as one client is the lead limit's rule (private.request_client_key, below): the deployment's
-- trusted header, else the last X-Forwarded-For entry; a request whose address does not parse counts in one
-- shared bucket, never in none. Statements without request headers (the edge functions, psql) are not limited.

-- The client a PostgREST request counts as, for every per-address limit: the counting key of its address (IPv4
-- itself, IPv6 its /64), 'unparseable' when the request carries no address that parses, or null outside a request.
-- Raises PT400 for an address header longer than any address.
create function private.request_client_key() returns text
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  trusted_header text;
  trusted text;
  forwarded text;
begin
  if headers is null then
    return null;
  end if;
  select client_address_header into trusted_header from private.lead_limit_settings;
  trusted := case when trusted_header is not null then headers ->> trusted_header end;
  forwarded := headers ->> 'x-forwarded-for';
  if pg_catalog.length(trusted) > 64 or pg_catalog.length(forwarded) > 1024 then
    raise sqlstate 'PT400' using
      message = 'Client address header too large',
      detail = pg_catalog.format('%s is longer than a client address can be',
        case when pg_catalog.length(trusted) > 64 then trusted_header else 'x-forwarded-for' end);
  end if;
  return coalesce(
    private.client_address_key(trusted),
    private.client_address_key(pg_catalog.split_part(forwarded, ',', -1)),
    'unparseable');
end
$$;

revoke all on function private.request_client_key() from public, anon, authenticated;

create table private.anon_write_limits (
  table_name text primary key,
  per_address_per_hour integer not null
    constraint anon_write_limits_hourly_positive check (per_address_per_hour > 0),
  per_request integer not null
    constraint anon_write_limits_request_positive check (per_request > 0)
);

-- vitals: one row per metric (five) per page view, sent once as the page is hidden; a page restored from the
-- back/forward cache is a new view, so a batch may hold a few views. consent_events and outbox_failures: one row
-- per request (src/lib/outbox/backendHttp.ts insertRow).
insert into private.anon_write_limits (table_name, per_address_per_hour, per_request) values
  ('vitals', 300, 25),
  ('consent_events', 30, 1),
  ('outbox_failures', 30, 1);

-- Rows per table, hashed address and minute; the last 60 minutes summed give the hourly count.
create table private.anon_write_counters (
  table_name text not null,
  address_hash bytea not null,
  minute_start timestamptz not null,
  writes integer not null,
  primary key (table_name, address_hash, minute_start)
);

create index anon_write_counters_minute_start_idx on private.anon_write_counters (minute_start);

alter table private.anon_write_limits enable row level security;
alter table private.anon_write_counters enable row level security;
revoke all on table private.anon_write_limits, private.anon_write_counters from public, anon, authenticated;

create function private.enforce_anon_write_limit() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  client_key text := private.request_client_key();
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  limits private.anon_write_limits;
  counter_name text := 'rr.rows_in_request.' || tg_table_name;
  rows_in_request integer;
  hashed bytea;
  recent bigint;
begin
  if client_key is null then
    return new;
  end if;
  select * into strict limits from private.anon_write_limits where table_name = tg_table_name;

  -- Rows this request has inserted into this table so far, this one included (a transaction-local setting).
  rows_in_request := coalesce(nullif(pg_catalog.current_setting(counter_name, true), '')::integer, 0) + 1;
  perform pg_catalog.set_config(counter_name, rows_in_request::text, true);
  if rows_in_request > limits.per_request then
    raise sqlstate 'PT413' using
      message = 'Too many rows in one request',
      detail = pg_catalog.format('At most %s rows of %s are accepted in one request', limits.per_request, tg_table_name);
  end if;

  select pg_catalog.sha256(settings.address_hash_key || pg_catalog.convert_to(client_key, 'UTF8')) into hashed
  from private.lead_limit_settings settings;

  -- As the lead limit: forget old counters a batch at a time, skipping rows another insert is deleting.
  delete from private.anon_write_counters
  where ctid = any (array(
    select ctid from private.anon_write_counters
    where minute_start < this_minute - interval '59 minutes'
    limit 100
    for update skip locked));

  insert into private.anon_write_counters as counter (table_name, address_hash, minute_start, writes)
  values (tg_table_name, hashed, this_minute, 1)
  on conflict (table_name, address_hash, minute_start) do update set writes = counter.writes + 1;

  select sum(writes) into recent
  from private.anon_write_counters
  where table_name = tg_table_name and address_hash = hashed and minute_start >= this_minute - interval '59 minutes';

  if recent > limits.per_address_per_hour then
    raise sqlstate 'PT429' using
      message = 'Too many rows from this address: try again later',
      detail = pg_catalog.format('At most %s rows of %s an hour are accepted from one address',
        limits.per_address_per_hour, tg_table_name),
      hint = 'Each row stops counting an hour after it was sent';
  end if;
  return new;
end
$$;

revoke all on function private.enforce_anon_write_limit() from public, anon, authenticated;

create trigger vitals_limit_per_address
  before insert on public.vitals
  for each row execute function private.enforce_anon_write_limit();
create trigger consent_events_limit_per_address
  before insert on public.consent_events
  for each row execute function private.enforce_anon_write_limit();
create trigger outbox_failures_limit_per_address
  before insert on public.outbox_failures
  for each row execute function private.enforce_anon_write_limit();
