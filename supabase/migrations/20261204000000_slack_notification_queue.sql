-- Slack notifications as a queue in the database, so a Slack outage delays a message instead of losing it.
--
-- Each new lead, crypto sign-up and crypto transaction gets its pending notification from a trigger, in the
-- statement (so the transaction) that inserts the row: a row is never stored without its notification, and a
-- refused or rolled-back insert leaves none. The edge functions deliver them (supabase/functions/_shared/
-- delivery.ts): right after the row is stored, and again on a schedule for whatever is still due, with
-- exponential back-off between attempts. A notification is claimed before it is sent (a lease with a token,
-- taken with FOR UPDATE SKIP LOCKED or a conditional update), so two deliverers never send the same one, and
-- `sent_at` is the single record that it went out.
--
-- The message text is built by the functions from the row at delivery time (slack.ts), so the formats live in
-- one place; the queue only points at the row. Deleting the row deletes its notification.

create table private.slack_notifications (
  id bigint generated always as identity primary key,
  kind text not null
    constraint slack_notifications_kind_known check (kind in ('lead', 'crypto-client', 'crypto-transaction')),
  -- Exactly one of these, the one the kind names; unique, so a row is announced at most once.
  lead_id uuid unique references public.leads (id) on delete cascade,
  crypto_client_id uuid unique references public.crypto_clients (id) on delete cascade,
  crypto_transaction_id uuid unique references public.crypto_transactions (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Attempts so far, counted when a deliverer claims it (so a crashed attempt counts too).
  attempts integer not null default 0,
  -- Not tried before this time: the back-off after a failed attempt.
  next_attempt_at timestamptz not null default now(),
  -- A deliverer's claim: the token it must show to settle the notification, and when the claim lapses (a
  -- deliverer that died mid-send must not hold it forever).
  claim_token uuid,
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  constraint slack_notifications_one_subject check (
    (kind = 'lead' and lead_id is not null and crypto_client_id is null and crypto_transaction_id is null)
    or (kind = 'crypto-client' and crypto_client_id is not null and lead_id is null and crypto_transaction_id is null)
    or (kind = 'crypto-transaction' and crypto_transaction_id is not null and lead_id is null and crypto_client_id is null)
  )
);

-- What the scheduled delivery looks for: unsent notifications in the order they fall due.
create index slack_notifications_due_idx on private.slack_notifications (next_attempt_at) where sent_at is null;

alter table private.slack_notifications enable row level security;
revoke all on table private.slack_notifications from public, anon, authenticated;

create function private.enqueue_slack_notification() returns trigger
  language plpgsql
  -- anon inserts leads but holds no privilege on the queue: the trigger writes it as its owner.
  security definer
  set search_path = ''
as $$
begin
  case tg_table_name
    when 'leads' then
      insert into private.slack_notifications (kind, lead_id) values ('lead', new.id);
    when 'crypto_clients' then
      insert into private.slack_notifications (kind, crypto_client_id) values ('crypto-client', new.id);
    when 'crypto_transactions' then
      insert into private.slack_notifications (kind, crypto_transaction_id) values ('crypto-transaction', new.id);
  end case;
  return null;
end
$$;

revoke all on function private.enqueue_slack_notification() from public, anon, authenticated;

create trigger leads_enqueue_slack_notification
  after insert on public.leads
  for each row execute function private.enqueue_slack_notification();
create trigger crypto_clients_enqueue_slack_notification
  after insert on public.crypto_clients
  for each row execute function private.enqueue_slack_notification();
create trigger crypto_transactions_enqueue_slack_notification
  after insert on public.crypto_transactions
  for each row execute function private.enqueue_slack_notification();

-- Leads announced before this migration stay announced (their record moves here). A lead whose message never
-- went out is queued if the visitor's browser could still be retrying it (its outbox keeps an item for a week);
-- older ones are not announced now, months late. Sign-ups and transactions were sent once, unrecorded.
insert into private.slack_notifications (kind, lead_id, attempts, sent_at)
select 'lead', notified.lead_id, 1, notified.notified_at from private.lead_notifications notified;

insert into private.slack_notifications (kind, lead_id)
select 'lead', lead.id from public.leads lead
where lead.created_at > now() - interval '7 days'
  and not exists (select 1 from private.lead_notifications notified where notified.lead_id = lead.id);

drop table private.lead_notifications;
