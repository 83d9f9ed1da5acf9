-- Which post brought each lead, in which browser it was sent, and what the visitor had agreed to.
-- The existing utm_*, referrer and page_path columns stay what they were: the visit's campaign (last touch), the
-- page that referred the visit and the page the form was sent from. New, all nullable (older browsers and
-- visitors whose storage is blocked send none of them), each bounded like the rest (limits.ts LEAD_LIMITS,
-- checked by tests/backend/limitsMatchMigration.test.ts):
--   last touch:  landing_path, twclid, tg_start_param (the visit's landing page, X's click id, Telegram's
--                start parameter);
--   first touch: first_* (the same fields as the device first recorded them, kept there for 90 days) and
--                first_seen_at;
--   browser_context (limits.ts BROWSER_CONTEXTS) and consent_id (the consent record in force when the lead was
--                sent; a consent event's id, without a foreign key: the event may reach the database after the
--                lead, or never, if the visitor's choice could not be stored).
-- What is collected and why: README.md ("What the site collects") and the privacy and cookie policies.

alter table public.leads
  add column landing_path public.plain_text
    constraint leads_landing_path_length check (char_length(landing_path) <= 512),
  add column twclid public.plain_text
    constraint leads_twclid_length check (char_length(twclid) <= 256),
  add column tg_start_param public.plain_text
    constraint leads_tg_start_param_length check (char_length(tg_start_param) <= 512),
  add column first_utm_source public.plain_text
    constraint leads_first_utm_source_length check (char_length(first_utm_source) <= 256),
  add column first_utm_medium public.plain_text
    constraint leads_first_utm_medium_length check (char_length(first_utm_medium) <= 256),
  add column first_utm_campaign public.plain_text
    constraint leads_first_utm_campaign_length check (char_length(first_utm_campaign) <= 256),
  add column first_utm_content public.plain_text
    constraint leads_first_utm_content_length check (char_length(first_utm_content) <= 256),
  add column first_utm_term public.plain_text
    constraint leads_first_utm_term_length check (char_length(first_utm_term) <= 256),
  add column first_referrer public.plain_text
    constraint leads_first_referrer_length check (char_length(first_referrer) <= 1024),
  add column first_landing_path public.plain_text
    constraint leads_first_landing_path_length check (char_length(first_landing_path) <= 512),
  add column first_twclid public.plain_text
    constraint leads_first_twclid_length check (char_length(first_twclid) <= 256),
  add column first_tg_start_param public.plain_text
    constraint leads_first_tg_start_param_length check (char_length(first_tg_start_param) <= 512),
  -- The phone's clock, which can be wrong in either direction: bounded loosely so that a wrong clock never costs
  -- a lead (the page sends no time from before the site existed: limits.ts FIRST_SEEN_MIN).
  add column first_seen_at timestamptz
    constraint leads_first_seen_at_range
    check (first_seen_at >= '2025-01-01T00:00:00Z' and first_seen_at < '2100-01-01T00:00:00Z'),
  add column browser_context text
    constraint leads_browser_context_known check (browser_context in (
      'x-inapp', 'telegram-inapp', 'instagram-inapp', 'facebook-inapp', 'linkedin-inapp', 'webview', 'installed',
      'browser'
    )),
  add column consent_id uuid;

grant insert (landing_path, twclid, tg_start_param,
              first_utm_source, first_utm_medium, first_utm_campaign, first_utm_content, first_utm_term,
              first_referrer, first_landing_path, first_twclid, first_tg_start_param, first_seen_at,
              browser_context, consent_id)
  on table public.leads to anon;

-- Crypto sign-ups are stored by crypto-signup-notification (anon has no privilege on the table).
alter table public.crypto_clients
  add column browser_context text
    constraint crypto_clients_browser_context_known check (browser_context in (
      'x-inapp', 'telegram-inapp', 'instagram-inapp', 'facebook-inapp', 'linkedin-inapp', 'webview', 'installed',
      'browser'
    ));
