/**
 * The one route table (docs/product.md#pages). It drives the router, the prerender list, the navbar rules, robots.txt /
 * sitemap.xml and the tests; each route's title and description are in its page's copy module in src/content/
 * (gathered by routeMeta.ts). Plain data: importable from Node, Vite and tests.
 */
import { brand } from '../content/brand.ts';
import { founders } from '../content/founders.ts';

/** Component files under src/pages (one page per file, named export of the same name). */
export type PageName =
  | 'HomePage'
  | 'PrivacyPage'
  | 'TermsPage'
  | 'CaliforniaPrivacyPage'
  | 'DoNotSellPage'
  | 'CookiePolicyPage'
  | 'Np1Page'
  | 'SignupPage'
  | 'Vsl1Page'
  | 'Vsl2Page'
  | 'Vsl3Page'
  | 'UpgradePage'
  | 'L1Page'
  | 'SuperteamL1Page'
  | 'EmbedPage'
  | 'SuperteamPage'
  | 'SignupOfferPage'
  | 'SignupOfferVip25Page'
  | 'FounderPage'
  | 'CryptoSignupPage'
  | 'CryptoTransactionPage'
  | 'CryptoSuccessPage'
  | 'PricingPage'
  | 'RedirectToDemoPage'
  | 'NotFoundPage';

/**
 * - `page`: prerendered to its own HTML file with its real content.
 * - `shell`: a dynamic route; one prerendered shell answers every matching URL.
 * - `fallback`: the not-found page, served with status 404 for any unknown path.
 */
export type Prerender = 'page' | 'shell' | 'fallback';

export interface RouteDef {
  path: string;
  page: PageName;
  /** The page's visible `<h1>`: pages render it from here, tests assert it. */
  heading: string;
  /** Navbar's Features / Log in / sign-up links (docs/product.md#navigation). */
  navLinks: boolean;
  /** Search engines may index it; otherwise `noindex` and left out of the sitemap. */
  indexable: boolean;
  prerender: Prerender;
  /** Draws the site's navbar and footer; the embeddable card is drawn bare. */
  chrome: boolean;
  /**
   * `site`: the navbar. `getStarted`: the Get Started header variant (logo + 'Get Started with ReplyRocket'
   * opening the lead dialog), for the video-sales pages cold traffic lands on, where one action matters.
   */
  header: 'site' | 'getStarted';
  /**
   * A key route: where paid and cold traffic lands or converts. Lighthouse CI measures it five times and holds its
   * median run to the key routes' bars, and the size budget gives it the key routes' JS budget (scripts/lhci.mjs,
   * scripts/size-budget.mjs, docs/performance.md). Other prerendered pages are measured once, at the general bars.
   */
  key?: boolean;
}

const P = brand.product;

function route(def: Partial<RouteDef> & Pick<RouteDef, 'path' | 'page' | 'heading'>): RouteDef {
  return {
    navLinks: true,
    indexable: true,
    prerender: 'page',
    chrome: true,
    header: 'site',
    ...def,
  };
}

/** The two redirect pages to /np1: the short links we hand out (docs/product.md#short-links). */
export const REDIRECT_PATHS = ['/demo', '/watch'] as const;

export const routes: RouteDef[] = [
  route({ path: '/', page: 'HomePage', heading: 'Grow on X with AI-drafted replies', key: true }),
  route({ path: '/privacy', page: 'PrivacyPage', heading: 'Privacy Policy' }),
  route({ path: '/terms', page: 'TermsPage', heading: 'Terms of Service' }),
  route({ path: '/california-privacy', page: 'CaliforniaPrivacyPage', heading: 'California Privacy Rights' }),
  route({ path: '/notsell', page: 'DoNotSellPage', heading: 'Do Not Sell My Personal Information' }),
  route({ path: '/cookie-policy', page: 'CookiePolicyPage', heading: 'Cookie Policy' }),
  route({ path: '/np1', page: 'Np1Page', heading: `See ${P} in action`, key: true }),
  route({
    path: '/signup',
    page: 'SignupPage',
    heading: "Let's personalise your growth plan.",
    navLinks: false,
    key: true,
  }),
  route({
    path: '/vsl1',
    page: 'Vsl1Page',
    heading: 'Turn trending conversations into followers',
    header: 'getStarted',
  }),
  route({ path: '/vsl2', page: 'Vsl2Page', heading: "You're in. Here's what happens next" }),
  route({ path: '/vsl3', page: 'Vsl3Page', heading: 'One hour a day. Real growth on X.', header: 'getStarted' }),
  route({ path: '/upgrade', page: 'UpgradePage', heading: `Upgrade to ${P} Pro or Ultimate` }),
  route({ path: '/l1', page: 'L1Page', heading: 'Grow your X account with AI-drafted replies', key: true }),
  route({ path: '/superteaml1', page: 'SuperteamL1Page', heading: 'Grow your X account with AI-drafted replies' }),
  route({ path: '/embed', page: 'EmbedPage', heading: `Try ${P} free for 7 days`, indexable: false, chrome: false }),
  route({ path: '/superteam', page: 'SuperteamPage', heading: 'Exclusive Offer' }),
  route({ path: '/signupoffer', page: 'SignupOfferPage', heading: `Choose your ${P} plan` }),
  route({ path: '/signupoffervip25', page: 'SignupOfferVip25Page', heading: 'VIP offer: 25% off your first month' }),
  ...founders.map((founder) =>
    route({
      path: `/${founder.slug}`,
      page: 'FounderPage',
      heading: founder.name,
      navLinks: false,
    }),
  ),
  route({
    path: '/signup-with-crypto',
    page: 'CryptoSignupPage',
    heading: `Sign up to ${P} Tools`,
    navLinks: false,
    key: true,
  }),
  route({
    path: '/signupwithcrypto',
    page: 'CryptoSignupPage',
    heading: `Sign up to ${P} Tools`,
    // The navbar links are hidden on /signup-with-crypto only; this twin keeps them (docs/product.md#navigation).
    navLinks: true,
  }),
  // The id is optional so that /crypto-transaction without one reaches the page too, which tells the visitor
  // 'Client ID not found' and goes back to the sign-up (docs/product.md#crypto-sign-up) instead of showing the 404.
  route({
    path: '/crypto-transaction/:clientId?',
    page: 'CryptoTransactionPage',
    heading: 'Complete Your Transaction',
    navLinks: false,
    indexable: false,
    prerender: 'shell',
  }),
  route({
    path: '/crypto-transaction-success',
    page: 'CryptoSuccessPage',
    heading: 'Thank you!',
    navLinks: false,
    indexable: false,
  }),
  route({ path: '/pricing', page: 'PricingPage', heading: 'Choose Your Plan' }),
  ...REDIRECT_PATHS.map((path) =>
    route({
      path,
      page: 'RedirectToDemoPage',
      heading: 'Taking you to the demo',
      indexable: false,
    }),
  ),
  route({ path: '*', page: 'NotFoundPage', heading: '404', indexable: false, prerender: 'fallback' }),
];

/** Matches a concrete pathname against the table (`:param` segments, optional `:param?` ones at the end, the final `*`). */
export function matchRoute(pathname: string): RouteDef {
  return find(pathname).def;
}

/**
 * The `:param` values of the route `pathname` matches, decoded: `/crypto-transaction/abc` gives `{ clientId: 'abc' }`.
 * An optional parameter the path leaves out is absent.
 */
export function routeParams(pathname: string): Partial<Record<string, string>> {
  return find(pathname).params;
}

function find(pathname: string): { def: RouteDef; params: Partial<Record<string, string>> } {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const def of routes) {
    const params = def.path === '*' ? null : matchSegments(def.path.split('/'), parts);
    if (params) return { def, params };
  }
  return { def: notFoundRoute(), params: {} };
}

function matchSegments(pattern: string[], parts: string[]): Partial<Record<string, string>> | null {
  const required = pattern.filter((seg) => !seg.endsWith('?')).length;
  if (parts.length < required || parts.length > pattern.length) return null;
  const params: Partial<Record<string, string>> = {};
  for (const [i, seg] of pattern.entries()) {
    const part = parts[i];
    if (part === undefined) {
      if (!seg.endsWith('?')) return null;
    } else if (seg.startsWith(':')) {
      if (part === '') return null;
      params[seg.slice(1).replace(/\?$/, '')] = decodeSegment(part);
    } else if (seg !== part) return null;
  }
  return params;
}

/** A malformed escape (`%E0%A4%A`) stays as typed rather than breaking the page. */
function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function notFoundRoute(): RouteDef {
  const def = routes.find((r) => r.prerender === 'fallback');
  if (!def) throw new Error('route table has no fallback route');
  return def;
}

/**
 * docs/product.md#navigation: Features, Log in and sign-up are hidden on /signup, the founder pages,
 * /signup-with-crypto, any path starting /crypto-transaction and /crypto-transaction-success.
 */
export function showsNavLinks(pathname: string): boolean {
  if (pathname.startsWith('/crypto-transaction')) return false;
  return matchRoute(pathname).navLinks;
}

/** The footer's Features link is hidden on /signup only (docs/product.md#navigation). */
export function showsFooterFeatures(pathname: string): boolean {
  return matchRoute(pathname).path !== '/signup';
}

export function headingFor(path: string): string {
  const def = routes.find((r) => r.path === path);
  if (!def) throw new Error(`no route ${path}`);
  return def.heading;
}

/** Routes with their own prerendered HTML file. Pure: a page that does not use it does not compute it either. */
export const staticRoutes = /* @__PURE__ */ routes.filter((r) => r.prerender === 'page');

/** Output file for a route, `route.html` style, which Workbox's cleanURLs and static hosts both map. */
export function htmlFileFor(def: RouteDef): string {
  if (def.prerender === 'fallback') return '404.html';
  if (def.prerender === 'shell') return `${def.path.split('/:')[0]!.slice(1)}/__shell.html`;
  return def.path === '/' ? 'index.html' : `${def.path.slice(1)}.html`;
}
