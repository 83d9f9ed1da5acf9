// Plain HTTP requests, no browser page: the same on every device, so they run on the desktop project only.
import { metaFor } from '../../src/routes/routeMeta.ts';
import { staticRoutes } from '../../src/routes/routeTable.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';

/** HTML attribute escaping, as the prerender writes its head tags. */
const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every value of one kind of head tag, e.g. all `<meta name="description">` contents: exactly one is expected. */
function tagValues(html: string, tag: 'meta' | 'link', key: string, valueAttr: 'content' | 'href'): string[] {
  const pattern = new RegExp(`<${tag} ${key} ${valueAttr}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

test.describe('prerendered HTML, read without JavaScript (as X and Telegram link previews do)', () => {
  test('the crypto transaction route answers any client id with its shell', async ({ request }) => {
    const response = await request.get('/crypto-transaction/7b0c3c4e-2f4a-4a53-9d3e-1f0e8f1c2a11');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Complete Your Transaction');
  });

  for (const def of staticRoutes) {
    test(`${def.path} has its content, title and social tags`, async ({ request }) => {
      const response = await request.get(def.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const { title, description } = metaFor(def);
      const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain(`<meta property="og:title" content="${title.replace(/&/g, '&amp;')}"`);
      expect(
        html.includes('<h1') && (html.includes(def.heading.replace(/'/g, '&#x27;')) || html.includes(escaped)),
      ).toBe(true);
      expect(html.includes('name="robots" content="noindex"')).toBe(!def.indexable);
      // The route's description and the page's own absolute URL (built from the configured site URL,
      // this run's), each exactly once; only indexable pages name a canonical URL.
      const url = `${E2E.siteUrl}${def.path}`;
      expect(tagValues(html, 'meta', 'name="description"', 'content')).toEqual([attr(description)]);
      expect(tagValues(html, 'meta', 'property="og:description"', 'content')).toEqual([attr(description)]);
      expect(tagValues(html, 'meta', 'name="twitter:description"', 'content')).toEqual([attr(description)]);
      expect(tagValues(html, 'link', 'rel="canonical"', 'href')).toEqual(def.indexable ? [url] : []);
      expect(tagValues(html, 'meta', 'property="og:url"', 'content')).toEqual([url]);
    });
  }

  test('robots.txt and sitemap.xml come from the route table', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const def of staticRoutes) {
      expect(sitemap.includes(`${def.path}</loc>`)).toBe(def.indexable);
    }
  });
});
