-- Core Web Vitals from real visitors who allowed analytics (src/vitals/, docs/performance.md "Field data"): one
-- row per metric per page view, sent by the page as it is hidden. Nothing that identifies a visitor: no IP, no
-- user agent string, no path with ids in it (the route table's pattern instead), no query strings. `page_view`
-- is a random id made per page view, only to tell which metrics were measured together.
--
-- The anon key may insert and do nothing else. Every column is checked, so a forged or broken row is refused
-- (23514, 23502) rather than stored: the report reads these rows as they are.

create table public.vitals (
  id bigint generated always as identity primary key,
  page_view uuid not null
    constraint vitals_page_view_v4 check (substr(page_view::text, 15, 1) = '4'),
  -- A pattern of src/routes/routeTable.ts: '/', '/crypto-transaction/:clientId?', '*' (not found).
  route text not null
    constraint vitals_route_pattern check (route ~ '^(\*|/[A-Za-z0-9_:?/-]{0,99})$'),
  metric text not null
    constraint vitals_metric_known check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  -- Milliseconds, except CLS (a unitless score). Ten minutes bounds any timing a page view can give.
  value double precision not null
    constraint vitals_value_range check (
      value >= 0 and case when metric = 'CLS' then value <= 100 else value <= 600000 end
    ),
  rating text not null
    constraint vitals_rating_known check (rating in ('good', 'needs-improvement', 'poor')),
  -- A CSS selector web-vitals made: the LCP element, the INP interaction's target, the largest CLS shift's.
  target text
    constraint vitals_target_shape check (char_length(target) between 1 and 300 and target !~ '[[:cntrl:]]'),
  -- INP only: the script (origin and path, no query) that ran longest during the interaction.
  script text
    constraint vitals_script_shape check (
      script is null or (metric = 'INP' and char_length(script) between 1 and 300 and script ~ '^https?://[^?#[:space:]]+$')
    ),
  navigation_type text not null
    constraint vitals_navigation_type_known check (
      navigation_type in ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore')
    ),
  -- The navigation went through a service worker (the installed site answered from its cache or passed it on).
  sw_controlled boolean not null,
  -- navigator.connection.effectiveType, where the browser has it.
  effective_type text
    constraint vitals_effective_type_known check (effective_type in ('slow-2g', '2g', '3g', '4g')),
  -- VITE_BUILD_ID of the build that measured it (src/config.ts).
  build_id text not null
    constraint vitals_build_id_shape check (build_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  -- src/lib/browserContext.ts: in which app's browser the page ran, or installed, or a plain browser.
  context text not null
    constraint vitals_context_known check (
      context in ('x', 'telegram', 'instagram', 'facebook', 'linkedin', 'webview', 'installed', 'browser')
    ),
  -- When the row arrived; not the browser's to choose.
  created_at timestamptz not null default now()
    constraint vitals_created_at_set check (created_at > timestamptz '2025-01-01 00:00:00+00'),
  -- One row per metric and page view: the page sends each metric once, so a second one is a replay or forged.
  constraint vitals_one_per_metric unique (page_view, metric)
);

-- The report reads by time, route and metric.
create index vitals_created_at_idx on public.vitals (created_at);

-- A hosted project grants everything in `public` to anon/authenticated by default: take it all back and grant
-- only the insert of the reported columns.
alter table public.vitals enable row level security;
revoke all on table public.vitals from anon, authenticated;
grant insert (page_view, route, metric, value, rating, target, script, navigation_type, sw_controlled, effective_type, build_id, context)
  on table public.vitals to anon;

-- The check constraints do the validating; the policy only opens INSERT to anon.
create policy vitals_anon_can_insert on public.vitals for insert to anon with check (true);
