/**
 * Core Web Vitals of this page view from a visitor who allowed analytics: LCP, INP, CLS, FCP and TTFB with their
 * attribution (web-vitals, each reported once: reportAllChanges off), sent together as the page is hidden, one
 * row per metric in the `vitals` table. A lazy chunk: the consent store imports it after consent and idle, so
 * no visitor downloads it with the page (docs/performance.md, "Field data").
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { config } from '../config.ts';
import { browserStorage, readConsent } from '../consent/consentRecord.ts';
import { currentBrowserContext } from '../initial/browserContext.ts';
import { matchRoute } from '../routes/routeTable.ts';
import { effectiveTypeOf, vitalsRow, type PageViewFacts, type VitalsRow } from './vitalsRow.ts';

let started = false;

/**
 * The route of the document the browser loaded (not of a later in-app navigation: web-vitals measures the
 * loaded document), as the route table's pattern, so ids in paths never reach the table.
 */
function loadedRoute(navigation: PerformanceNavigationTiming | undefined): string {
  const pathname = navigation ? new URL(navigation.name).pathname : location.pathname;
  return matchRoute(pathname).path;
}

function pageViewFacts(): PageViewFacts {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    page_view: crypto.randomUUID(),
    route: loadedRoute(navigation),
    // Whether the load itself went through a service worker: `controller` is read later than the load and a
    // worker may have claimed the page since, so the navigation's own timing decides, with `controller` where
    // the browser has no workerStart.
    sw_controlled: navigation ? navigation.workerStart > 0 : Boolean(navigator.serviceWorker?.controller),
    effective_type: effectiveTypeOf((navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection),
    build_id: config.buildId,
    context: currentBrowserContext(),
  };
}

/**
 * Sends the rows in one request. `fetch` with `keepalive`, not `sendBeacon`: it outlives the page just the same,
 * but can carry the anon key's headers and a JSON body, which PostgREST needs and a beacon cannot set.
 */
function send(rows: VitalsRow[]): void {
  const key = config.supabaseAnonKey;
  void fetch(`${config.supabaseUrl}/rest/v1/vitals`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  }).catch(() => undefined); // field data is best effort: a lost batch is not worth a retry queue
}

export function startFieldVitals(): void {
  if (started) return;
  started = true;
  let view = pageViewFacts();
  let pending: VitalsRow[] = [];
  /**
   * Metrics of this page view already collected. web-vitals reports CLS and INP again at a later hide if they grew
   * while the page was shown once more; the table keeps one row per metric and page view, the first one.
   */
  let collected = new Set<string>();
  const collect = (metric: MetricWithAttribution) => {
    if (collected.has(metric.name)) return;
    collected.add(metric.name);
    pending.push(vitalsRow(metric, view));
  };
  // A page restored from the back/forward cache is a new page view, which web-vitals measures afresh.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    view = { ...view, page_view: crypto.randomUUID() };
    collected = new Set();
  });
  onTTFB(collect);
  onFCP(collect);
  onLCP(collect);
  onINP(collect);
  onCLS(collect);

  const flush = () => {
    // Consent withdrawn on this page since it loaded: nothing leaves it.
    if (pending.length === 0 || readConsent(browserStorage())?.analytics !== true) return;
    send(pending);
    pending = [];
  };
  // Registered after web-vitals' own listeners, so CLS, INP and LCP are in `pending` by the time this runs.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(), true);
  // Leaving the page fires pagehide first and visibilitychange right after (while still visible at pagehide),
  // and it is the second that finalises CLS and INP: sending there keeps one request per view. A page hidden
  // before it is unloaded has sent at visibilitychange already.
  addEventListener('pagehide', () => document.visibilityState === 'hidden' && flush(), true);
}
