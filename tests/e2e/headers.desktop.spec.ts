// What `npm start` (and a static host reading dist/_headers) sends with every response.
import { config } from '../../src/config.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';

/**
 * The consent-gated tags' origins, present only when their IDs are configured (scripts/securityHeaders.ts):
 * `npm test` builds and runs with test IDs (scripts/test.mjs), a plain `npm run build` has none.
 */
const tagConnectOrigins = [
  ...(process.env.VITE_GA_ID
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']
    : []),
  ...(process.env.VITE_META_PIXEL_ID ? ['https://www.facebook.com'] : []),
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('security and cache headers', () => {
  for (const path of ['/', '/privacy', '/np1', '/signup', '/crypto-transaction/abc', '/no-such-page']) {
    test(`${path} has a strict CSP, cannot be framed, and has the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // The backend, the payment provider, and the configured tags.
      expect(csp.get('connect-src')?.filter((origin) => !origin.endsWith('stripe.com'))).toEqual([
        "'self'",
        E2E.backendUrl,
        ...tagConnectOrigins,
      ]);
      // One policy for every page: the app navigates in place, keeping the first page's policy, and any
      // page links to the pricing table.
      expect(csp.get('script-src')).toContain(new URL(config.pricingTable.scriptUrl).origin);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('no-cache');
    });
  }

  test('/embed may be framed by the configured partner origins, and only it', async ({ request }) => {
    const csp = directives((await request.get('/embed')).headers()['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors')).toEqual(config.embedAncestors.length > 0 ? config.embedAncestors : ["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  test('hashed assets are immutable, the service worker is always revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The entry, which the page's bootstrap requests (<meta name="rr-entry">, the entry first).
    const asset = html.match(/<meta name="rr-entry" content="(\/assets\/[^" ]+\.js)/)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });

  test('text is compressed and unknown paths answer 404', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect((await request.get('/no-such-page')).status()).toBe(404);
  });
});
