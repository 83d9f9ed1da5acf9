-- Submissions the browser's outbox gave up on (src/lib/outbox/deadLetter.ts): an item answered with failures
-- for a day and twenty attempts, or for a week, stays on the visitor's device and is no longer sent. Its
-- report lands here so someone learns that a lead or a transaction is stuck. No personal data: the item's id,
-- its kind, the last HTTP status and how many attempts it had, nothing of what was typed.
--
-- The anon key may insert a report and do nothing else: no reading back, no updates, no deletes. The item's
-- id is the primary key, so a report sent twice (two tabs, a lost answer) is refused as a duplicate (409,
-- 23505), which the browser counts as reported.

create table public.outbox_failures (
  -- The outbox item's id, made by crypto.randomUUID(): a version 4 UUID.
  id uuid primary key
    constraint outbox_failures_id_v4 check (substr(id::text, 15, 1) = '4'),
  kind text not null
    constraint outbox_failures_kind_known check (kind in ('lead', 'transaction')),
  -- The HTTP status of the last failed attempt; 0 when nothing answered or the browser's code failed.
  last_status integer not null
    constraint outbox_failures_last_status_range check (last_status between 0 and 599),
  attempts integer not null
    constraint outbox_failures_attempts_range check (attempts between 1 and 1000000),
  -- When the report arrived; not the browser's to choose.
  created_at timestamptz not null default now()
    constraint outbox_failures_created_at_set check (created_at > timestamptz '2025-01-01 00:00:00+00')
);

-- A hosted project grants everything in `public` to anon/authenticated by default: take it all back and grant
-- only the insert of the four reported columns.
alter table public.outbox_failures enable row level security;
revoke all on table public.outbox_failures from anon, authenticated;
grant insert (id, kind, last_status, attempts) on table public.outbox_failures to anon;

-- The check constraints do the validating; the policy only opens INSERT to anon.
create policy outbox_failures_anon_can_insert on public.outbox_failures for insert to anon with check (true);
