-- The Slack queue (20261204000000_slack_notification_queue.sql), bounded and watched:
--
-- * A notification is tried at most so many times (the deliverer's maxAttempts); then it is failed (failed_at) and
--   no longer claimed. So is one whose send ended without knowing whether Slack took it (a connection cut after
--   the message went out): sending it again could post it twice, so it waits for a person instead. Either way the
--   row it announces is in its table; deliver-notifications' health check counts them loudly.
-- * Past a ceiling of messages a minute, the deliverer sends one message summarising what is due (how many of each
--   kind) instead of thousands: those notifications are marked sent and summarised.
-- * private.delivery_schedule_present() says whether pg_cron runs deliver-notifications (null where there is no
--   pg_cron, as on the local stack, whose own timer delivers).

alter table private.slack_notifications
  add column failed_at timestamptz,
  add column summarised boolean not null default false;

-- The due index leaves failed notifications out, as the deliverer does.
drop index private.slack_notifications_due_idx;
create index slack_notifications_due_idx on private.slack_notifications (next_attempt_at)
  where sent_at is null and failed_at is null;
-- The ceiling counts what went out in the last minute.
create index slack_notifications_sent_at_idx on private.slack_notifications (sent_at) where sent_at is not null;

create function private.delivery_schedule_present() returns boolean
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  present boolean;
begin
  if pg_catalog.to_regclass('cron.job') is null then
    return null;
  end if;
  execute 'select exists (select 1 from cron.job where active and command like ''%deliver-notifications%'')'
    into present;
  return present;
end
$$;

revoke all on function private.delivery_schedule_present() from public, anon, authenticated;
