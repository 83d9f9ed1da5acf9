-- Proof of cookie consent (src/consent/consentEvent.ts): one row per choice a visitor makes in the cookie banner
-- or the preferences dialog, sent by the browser's outbox. It shows what was agreed to, how and when, under which
-- versions of the privacy and cookie policies, and whether the browser sent a Global Privacy Control signal.
-- Nothing that identifies the visitor: no IP address, no user agent. The id is random per choice; the browser
-- keeps it with its consent record and stamps it on each lead sent under that choice.
--
-- The anon key may insert and do nothing else. Every column is checked, so a forged or broken row is refused
-- (23514, 23502) rather than stored: these rows are evidence and are read as they are.

create table public.consent_events (
  -- crypto.randomUUID() of the choice, made by the browser: a replay of the same event hits the primary key
  -- (409, 23505), which the outbox counts as delivered.
  id uuid primary key
    constraint consent_events_id_v4 check (substr(id::text, 15, 1) = '4'),
  -- The version of the browser's consent record (src/consent/consentRecord.ts).
  record_version integer not null
    constraint consent_events_record_version_range check (record_version between 1 and 100),
  analytics boolean not null,
  advertising boolean not null,
  -- The browser sent Global Privacy Control when the choice was made; advertising is then never allowed.
  gpc boolean not null,
  -- The effective dates of the privacy and cookie policies the site showed (src/content/legal/consent.ts).
  privacy_policy_date date not null
    constraint consent_events_privacy_policy_date_range check (privacy_policy_date between date '2025-01-01' and date '2099-12-31'),
  cookie_policy_date date not null
    constraint consent_events_cookie_policy_date_range check (cookie_policy_date between date '2025-01-01' and date '2099-12-31'),
  -- The browser's time of the choice, by the phone's clock, which can be wrong either way: recorded as it was
  -- (created_at says when it arrived), and bounded only against absurd values, so a wrong clock never costs the
  -- proof of a choice.
  chosen_at timestamptz not null
    constraint consent_events_chosen_at_range check (
      chosen_at >= timestamptz '2000-01-01 00:00:00+00' and chosen_at < timestamptz '2100-01-01 00:00:00+00'
    ),
  method text not null
    constraint consent_events_method_known check (method in ('accept-all', 'reject-all', 'banner-save', 'dialog-save')),
  -- When the row arrived; not the browser's to choose.
  created_at timestamptz not null default now(),
  constraint consent_events_gpc_no_advertising check (not (gpc and advertising))
);

-- A hosted project grants everything in `public` to anon/authenticated by default: take it all back and grant
-- only the insert of the columns the browser sends.
alter table public.consent_events enable row level security;
revoke all on table public.consent_events from anon, authenticated;
grant insert (id, record_version, analytics, advertising, gpc, privacy_policy_date, cookie_policy_date, chosen_at, method)
  on table public.consent_events to anon;

-- The check constraints do the validating; the policy only opens INSERT to anon.
create policy consent_events_anon_can_insert on public.consent_events for insert to anon with check (true);

-- A consent event the outbox gave up on is reported like a lead or a transaction (src/lib/outbox/deadLetter.ts).
alter table public.outbox_failures
  drop constraint outbox_failures_kind_known,
  add constraint outbox_failures_kind_known check (kind in ('lead', 'transaction', 'consent'));
