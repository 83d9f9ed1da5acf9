/**
 * One `vitals` row (supabase/migrations/*_vitals.sql) from one web-vitals metric with attribution. Pure, so the
 * shapes the table's checks expect are tested without a browser: what identifies a visitor never gets here (no
 * user agent string, no query strings, the route's pattern instead of its path).
 */
import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { BrowserContext } from '../initial/browserContext.ts';

export interface VitalsRow {
  page_view: string;
  route: string;
  metric: MetricWithAttribution['name'];
  value: number;
  rating: MetricWithAttribution['rating'];
  target: string | null;
  script: string | null;
  navigation_type: MetricWithAttribution['navigationType'];
  sw_controlled: boolean;
  effective_type: string | null;
  build_id: string;
  context: BrowserContext;
}

/** What is the same for every metric of a page view. */
export type PageViewFacts = Pick<
  VitalsRow,
  'page_view' | 'route' | 'sw_controlled' | 'effective_type' | 'build_id' | 'context'
>;

const EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

/** navigator.connection's effectiveType where the browser has one of the four it defines; null otherwise. */
export function effectiveTypeOf(connection: { effectiveType?: unknown } | undefined): string | null {
  const type = connection?.effectiveType;
  return typeof type === 'string' && EFFECTIVE_TYPES.has(type) ? type : null;
}

/** A selector as the table keeps it: null when empty, cut to 300 characters, control characters dropped. */
function selector(text: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops.
  const clean = (text ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300);
  return clean || null;
}

/** A script's origin and path: its query or fragment may carry anything, so neither is kept. */
export function scriptUrl(source: string | undefined): string | null {
  if (!source) return null;
  try {
    const url = new URL(source);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return null;
  }
}

function attribution(metric: MetricWithAttribution): Pick<VitalsRow, 'target' | 'script'> {
  switch (metric.name) {
    case 'LCP':
      return { target: selector(metric.attribution.target), script: null };
    case 'INP':
      return {
        target: selector(metric.attribution.interactionTarget),
        script: scriptUrl(metric.attribution.longestScript?.entry.sourceURL),
      };
    case 'CLS':
      return { target: selector(metric.attribution.largestShiftTarget), script: null };
    default:
      return { target: null, script: null };
  }
}

export function vitalsRow(metric: MetricWithAttribution, view: PageViewFacts): VitalsRow {
  return {
    ...view,
    metric: metric.name,
    // A timing never goes below zero in the table; a rounding of the browser's clock could.
    value: Math.max(0, metric.value),
    rating: metric.rating,
    navigation_type: metric.navigationType,
    ...attribution(metric),
  };
}
