-- Retention: what the privacy and cookie policies promise (src/content/legal/privacy.ts, "How long we keep data";
-- cookiePolicy.ts), done by the database itself. One function holds the whole rule, so the hosted project and the
-- local stack delete alike: pg_cron runs it daily where the extension exists (a hosted project); the local stack,
-- whose PGlite has no pg_cron, calls it on its own timer (supabase/local/stack.ts).
--
-- Periods, by created_at (when the row arrived) unless said otherwise:
--   leads                        24 months  "enquiry details ... for up to 24 months"
--   crypto clients with a payment 7 years after their latest transaction: "for the life of your subscription and
--                                then for six years"; the database does not know when a subscription ends, and the
--                                longest a payment covers is 12 months
--   crypto clients without one   24 months  a sign-up that never paid is an enquiry
--   (a client's transactions and reuse attempts go with the client)
--   vitals                       13 months  not stated in the policies: a year of field data and a month to compare
--   consent events               6 years    "as long as we may need to show what you agreed to": the policies give no
--                                number; six years is the limitation period for claims the records answer
--   dead-letter reports          90 days    not stated: they hold no personal data, and are read within days
--   Slack notifications          30 days after sent or given up (the rows they announce stay as above)
--   rate and limit counters      1 day      they only ever count the last hour
-- The numbers are here once; tests/backend/retention.test.ts checks each table's rule.

create function private.apply_retention() returns table (kept_for text, deleted bigint)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  n bigint;
begin
  delete from public.leads where created_at < pg_catalog.now() - interval '24 months';
  get diagnostics n = row_count;
  kept_for := 'leads'; deleted := n; return next;

  delete from public.crypto_clients c
  where (c.created_at < pg_catalog.now() - interval '24 months'
         and not exists (select 1 from public.crypto_transactions t where t.client_id = c.id))
     or (select max(t.created_at) from public.crypto_transactions t where t.client_id = c.id)
        < pg_catalog.now() - interval '7 years';
  get diagnostics n = row_count;
  kept_for := 'crypto_clients'; deleted := n; return next;

  delete from public.vitals where created_at < pg_catalog.now() - interval '13 months';
  get diagnostics n = row_count;
  kept_for := 'vitals'; deleted := n; return next;

  delete from public.consent_events where created_at < pg_catalog.now() - interval '6 years';
  get diagnostics n = row_count;
  kept_for := 'consent_events'; deleted := n; return next;

  delete from public.outbox_failures where created_at < pg_catalog.now() - interval '90 days';
  get diagnostics n = row_count;
  kept_for := 'outbox_failures'; deleted := n; return next;

  delete from private.slack_notifications
  where coalesce(sent_at, failed_at) < pg_catalog.now() - interval '30 days';
  get diagnostics n = row_count;
  kept_for := 'slack_notifications'; deleted := n; return next;

  delete from private.rate_limits where window_start < pg_catalog.now() - interval '1 day';
  get diagnostics n = row_count;
  delete from private.lead_rate_counters where minute_start < pg_catalog.now() - interval '1 day';
  get diagnostics deleted = row_count;
  n := n + deleted;
  delete from private.anon_write_counters where minute_start < pg_catalog.now() - interval '1 day';
  get diagnostics deleted = row_count;
  kept_for := 'counters'; deleted := n + deleted; return next;
end
$$;

revoke all on function private.apply_retention() from public, anon, authenticated;

-- Daily, where pg_cron exists (every hosted Supabase project offers it); elsewhere the caller schedules it.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('retention', '17 3 * * *', 'select private.apply_retention()');
  end if;
end
$$;
