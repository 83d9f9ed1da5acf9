import { describe, expect, it } from 'vitest';
import { founders } from '../../src/content/founders.ts';
import { metaFor, routeMetaTable } from '../../src/routes/routeMeta.ts';
import {
  htmlFileFor,
  matchRoute,
  REDIRECT_PATHS,
  routeParams,
  routes,
  showsFooterFeatures,
  showsNavLinks,
} from '../../src/routes/routeTable.ts';

/** The pages of docs/product.md#pages, besides the founders, pricing and the two redirects. */
const PRODUCT_PATHS = [
  '/',
  '/privacy',
  '/terms',
  '/california-privacy',
  '/notsell',
  '/cookie-policy',
  '/np1',
  '/signup',
  '/vsl1',
  '/vsl2',
  '/vsl3',
  '/upgrade',
  '/l1',
  '/superteaml1',
  '/embed',
  '/superteam',
  '/signupoffer',
  '/signupoffervip25',
  '/signup-with-crypto',
  '/signupwithcrypto',
  '/crypto-transaction/:clientId?',
  '/crypto-transaction-success',
];

describe('route table', () => {
  it('holds every page of docs/product.md#pages, the founders, pricing, the redirects and the fallback', () => {
    const paths = routes.map((def) => def.path);
    for (const path of PRODUCT_PATHS) expect(paths).toContain(path);
    for (const founder of founders) expect(paths).toContain(`/${founder.slug}`);
    expect(founders).toHaveLength(2);
    expect(paths).toContain('/pricing');
    expect(REDIRECT_PATHS).toHaveLength(2);
    for (const path of REDIRECT_PATHS) expect(matchRoute(path).page).toBe('RedirectToDemoPage');
    expect(paths.at(-1)).toBe('*');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route its own title, description and one output file', () => {
    const files = routes.map(htmlFileFor);
    expect(new Set(files).size).toBe(files.length);
    for (const def of routes) {
      const { title, description } = metaFor(def);
      expect(title.length).toBeGreaterThan(10);
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(metaFor(matchRoute('/privacy')).title).toBe('Privacy Policy | ReplyRocket');
    expect(metaFor(matchRoute('/maya')).title).toBe('Maya Ellison, Co-founder & CEO | ReplyRocket');
    expect(metaFor(matchRoute('/signup-with-crypto')).title).toBe('Sign up and pay with crypto | ReplyRocket');
    expect(metaFor(matchRoute('/signupwithcrypto')).title).toBe('Three-month plans with crypto | ReplyRocket');
    expect(metaFor(matchRoute('/nope')).title).toBe('Page not found | ReplyRocket');
    expect(htmlFileFor(matchRoute('/'))).toBe('index.html');
    expect(htmlFileFor(matchRoute('/privacy'))).toBe('privacy.html');
    expect(htmlFileFor(matchRoute('/crypto-transaction/abc'))).toBe('crypto-transaction/__shell.html');
    expect(htmlFileFor(matchRoute('/crypto-transaction'))).toBe('crypto-transaction/__shell.html');
    expect(htmlFileFor(matchRoute('/nope'))).toBe('404.html');
  });

  it('gives every page its own title, the short links aside (one page under two paths)', () => {
    const titles = routes
      .filter((def) => !(REDIRECT_PATHS.slice(1) as string[]).includes(def.path))
      .map((def) => metaFor(def).title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  it("holds in the app's table (virtual:route-meta) the meta of every route, by its path", () => {
    const table = routeMetaTable();
    expect(Object.keys(table)).toEqual(routes.map((def) => def.path));
    for (const def of routes) expect(table[def.path]).toEqual(metaFor(def));
  });

  it('matches concrete paths, trailing slashes and unknown paths', () => {
    expect(matchRoute('/np1').page).toBe('Np1Page');
    expect(matchRoute('/np1/').page).toBe('Np1Page');
    expect(matchRoute('/crypto-transaction/123').page).toBe('CryptoTransactionPage');
    // Without a client id the transaction page itself answers: 'Client ID not found', then the sign-up
    // (docs/product.md#crypto-sign-up).
    expect(matchRoute('/crypto-transaction').page).toBe('CryptoTransactionPage');
    expect(matchRoute('/crypto-transaction/').page).toBe('CryptoTransactionPage');
    expect(matchRoute('/crypto-transaction/123/extra').page).toBe('NotFoundPage');
    expect(matchRoute('/crypto-transaction-success').page).toBe('CryptoSuccessPage');
    expect(matchRoute('/np1/extra').page).toBe('NotFoundPage');
  });

  it("reads a route's parameters, decoded, and leaves an omitted optional one out", () => {
    expect(routeParams('/crypto-transaction/abc-123')).toEqual({ clientId: 'abc-123' });
    expect(routeParams('/crypto-transaction/a%20b/')).toEqual({ clientId: 'a b' });
    expect(routeParams('/crypto-transaction/%E0%A4%A')).toEqual({ clientId: '%E0%A4%A' });
    expect(routeParams('/crypto-transaction')).toEqual({});
    expect(routeParams('/np1')).toEqual({});
    expect(routeParams('/crypto-transaction/1/2')).toEqual({});
  });

  it('keeps /embed, redirects and the crypto payment pages out of search engines', () => {
    const hidden = routes.filter((def) => !def.indexable).map((def) => def.path);
    expect(hidden).toEqual(
      expect.arrayContaining([
        '/embed',
        ...REDIRECT_PATHS,
        '/crypto-transaction/:clientId?',
        '/crypto-transaction-success',
        '*',
      ]),
    );
    expect(routes.filter((def) => def.indexable).map((def) => def.path)).toContain('/np1');
  });

  it('marks the five key routes, each a prerendered, indexable page that Lighthouse and the size budget can measure', () => {
    const key = routes.filter((def) => def.key);
    expect(key.map((def) => def.path)).toEqual(['/', '/np1', '/signup', '/l1', '/signup-with-crypto']);
    for (const def of key) {
      expect(def.prerender).toBe('page');
      expect(def.indexable).toBe(true);
    }
  });
});

describe('navbar visibility (docs/product.md#navigation)', () => {
  const hidden = [
    '/signup',
    ...founders.map((f) => `/${f.slug}`),
    '/signup-with-crypto',
    '/crypto-transaction/abc',
    '/crypto-transaction-success',
    '/crypto-transaction',
  ];
  const shown = ['/', '/np1', '/privacy', '/l1', '/pricing', '/signupwithcrypto', '/superteam', '/not-a-page'];

  it.each(hidden)('hides Features, Log in and sign-up on %s', (path) => {
    expect(showsNavLinks(path)).toBe(false);
  });

  it.each(shown)('shows them on %s', (path) => {
    expect(showsNavLinks(path)).toBe(true);
  });

  it('hides the footer Features link on /signup only', () => {
    expect(showsFooterFeatures('/signup')).toBe(false);
    expect(showsFooterFeatures('/')).toBe(true);
    expect(showsFooterFeatures('/signup-with-crypto')).toBe(true);
  });
});
