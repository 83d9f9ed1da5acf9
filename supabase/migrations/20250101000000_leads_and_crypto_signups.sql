-- Leads, crypto sign-ups and the bookkeeping the edge functions need.
-- Runs unchanged on a hosted project (`supabase db push`) and on the local stack, whose bootstrap creates the
-- roles (anon, authenticated, service_role) and default privileges that a hosted project already has.
-- The numbers here mirror supabase/functions/_shared/limits.ts; tests/backend checks they agree.

-- Every free-text column is single-line, printable text: no ASCII/C1 control characters and no invisible
-- bidirectional controls (FORBIDDEN_TEXT_REGEX in limits.ts; NUL cannot be stored in text at all).
create domain public.plain_text as text
  constraint plain_text_is_printable
  check (value !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]');

create table public.leads (
  -- Supplied by the browser: it is the submission's idempotency key, so a replay hits the primary key.
  id uuid primary key default gen_random_uuid(),
  project public.plain_text not null
    constraint leads_project_length check (char_length(btrim(project)) >= 1 and char_length(project) <= 100),
  telegram public.plain_text
    constraint leads_telegram_length check (char_length(telegram) <= 64),
  email public.plain_text
    constraint leads_email_format
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9._%+''-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$'),
  role text
    constraint leads_role_value check (role = 'Other'),
  page_path public.plain_text
    constraint leads_page_path_length check (char_length(page_path) <= 512),
  utm_source public.plain_text
    constraint leads_utm_source_length check (char_length(utm_source) <= 256),
  utm_medium public.plain_text
    constraint leads_utm_medium_length check (char_length(utm_medium) <= 256),
  utm_campaign public.plain_text
    constraint leads_utm_campaign_length check (char_length(utm_campaign) <= 256),
  utm_content public.plain_text
    constraint leads_utm_content_length check (char_length(utm_content) <= 256),
  utm_term public.plain_text
    constraint leads_utm_term_length check (char_length(utm_term) <= 256),
  referrer public.plain_text
    constraint leads_referrer_length check (char_length(referrer) <= 1024),
  created_at timestamptz not null default now()
);

create table public.crypto_clients (
  id uuid primary key default gen_random_uuid(),
  full_name public.plain_text not null
    constraint crypto_clients_full_name_length
    check (char_length(btrim(full_name)) >= 2 and char_length(full_name) <= 200),
  email public.plain_text not null
    constraint crypto_clients_email_format
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9._%+''-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$'),
  company_name public.plain_text not null
    constraint crypto_clients_company_name_length
    check (char_length(btrim(company_name)) >= 1 and char_length(company_name) <= 200),
  vat_tax_number public.plain_text
    constraint crypto_clients_vat_tax_number_length check (char_length(vat_tax_number) <= 64),
  business_address public.plain_text not null
    constraint crypto_clients_business_address_length
    check (char_length(btrim(business_address)) >= 1 and char_length(business_address) <= 500),
  city public.plain_text not null
    constraint crypto_clients_city_length check (char_length(btrim(city)) >= 1 and char_length(city) <= 200),
  country public.plain_text not null
    constraint crypto_clients_country_length
    check (char_length(btrim(country)) >= 1 and char_length(country) <= 200),
  postcode_zip public.plain_text not null
    constraint crypto_clients_postcode_zip_length
    check (char_length(btrim(postcode_zip)) >= 1 and char_length(postcode_zip) <= 32),
  product text not null
    constraint crypto_clients_product_known check (product in (
      'reply-rocket-lite', 'reply-rocket-pro', 'reply-rocket-ultimate', 'reply-rocket-pro-x-2',
      'special-3-month-ultimate', 'special-agreement',
      'reply-rocket-lite-3mo', 'reply-rocket-pro-3mo', 'reply-rocket-ultimate-3mo'
    )),
  terms_accepted boolean not null
    constraint crypto_clients_terms_accepted check (terms_accepted),
  created_at timestamptz not null default now()
);

create table public.crypto_transactions (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.crypto_clients (id) on delete cascade,
  transaction_url public.plain_text not null
    constraint crypto_transactions_url_format
    check (char_length(transaction_url) <= 2048 and transaction_url ~* '^https?://[^\s/?#]+\S*$'),
  chain text not null
    constraint crypto_transactions_chain_known check (chain in ('ethereum', 'solana', 'base')),
  -- The browser's idempotency key: a replayed submission is recognised and stored once.
  submission_id uuid not null unique,
  created_at timestamptz not null default now()
);

create index crypto_transactions_client_id_idx on public.crypto_transactions (client_id);

-- The public (anon) key may add a lead and do nothing else: no reading back, no updates, no deletes, and
-- no access at all to the crypto tables, which only the edge functions touch. A hosted project grants
-- everything in `public` to anon/authenticated by default, so take it all back and grant narrowly.
alter table public.leads enable row level security;
alter table public.crypto_clients enable row level security;
alter table public.crypto_transactions enable row level security;

revoke all on table public.leads, public.crypto_clients, public.crypto_transactions from anon, authenticated;

-- Column-level: anon cannot choose created_at.
grant insert (id, project, telegram, email, role, page_path,
              utm_source, utm_medium, utm_campaign, utm_content, utm_term, referrer)
  on table public.leads to anon;

-- The check constraints above do the validating; the policy only opens INSERT to anon.
create policy leads_anon_can_insert on public.leads for insert to anon with check (true);

-- Bookkeeping for the edge functions, in a schema the REST API does not expose.
create schema if not exists private;
revoke all on schema private from public;

-- One row per lead whose Slack notification was sent: a replayed notification request finds it and stays quiet.
create table private.lead_notifications (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  notified_at timestamptz not null default now()
);

-- Per-client request counters of the edge functions, per fixed window; kept in the database so the limit
-- survives restarts and is shared by every function instance.
create table private.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

create index rate_limits_window_start_idx on private.rate_limits (window_start);

alter table private.lead_notifications enable row level security;
alter table private.rate_limits enable row level security;
revoke all on all tables in schema private from anon, authenticated;
