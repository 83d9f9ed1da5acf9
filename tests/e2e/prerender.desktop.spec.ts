// Plain HTTP requests, no browser page: the same on every device, so they run on the desktop project only.
import { REDIRECT_PATHS, staticRoutes } from '../../src/routes/routeTable.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { KNOWN_TITLES } from './routeTitles.ts';

/** HTML attribute escaping, as the prerender writes its head tags. */
const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every value of one kind of head tag, e.g. all `<meta name="description">` contents: exactly one is expected. */
function tagValues(html: string, tag: 'meta' | 'link', key: string, valueAttr: 'content' | 'href'): string[] {
  const pattern = new RegExp(`<${tag} ${key} ${valueAttr}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** The text of every `<title>`: exactly one is expected. */
const titlesOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!);

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
      // One title and one description, neither empty, and the same ones in the link preview's tags.
      const titles = titlesOf(html);
      expect(titles).toHaveLength(1);
      const title = titles[0]!;
      expect(title.trim()).not.toBe('');
      const known = KNOWN_TITLES[def.path];
      if (known) expect(title).toBe(attr(known));
      expect(tagValues(html, 'meta', 'property="og:title"', 'content')).toEqual([title]);
      expect(tagValues(html, 'meta', 'name="twitter:title"', 'content')).toEqual([title]);
      const descriptions = tagValues(html, 'meta', 'name="description"', 'content');
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]!.trim()).not.toBe('');
      expect(tagValues(html, 'meta', 'property="og:description"', 'content')).toEqual(descriptions);
      expect(tagValues(html, 'meta', 'name="twitter:description"', 'content')).toEqual(descriptions);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html.includes('<h1') && html.includes(def.heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))).toBe(
        true,
      );
      expect(html.includes('name="robots" content="noindex"')).toBe(!def.indexable);
      // The page's own absolute URL (built from the configured site URL, this run's), exactly once; only indexable
      // pages name a canonical URL.
      const url = `${E2E.siteUrl}${def.path}`;
      expect(tagValues(html, 'link', 'rel="canonical"', 'href')).toEqual(def.indexable ? [url] : []);
      expect(tagValues(html, 'meta', 'property="og:url"', 'content')).toEqual([url]);
    });
  }

  test('every page has a title of its own', async ({ request }) => {
    // The short links are one page under two paths: counted once.
    const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS.slice(1) as string[]).includes(def.path));
    const titles = await Promise.all(
      pages.map(async (def) => titlesOf(await (await request.get(def.path)).text())[0] ?? ''),
    );
    const shared = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(shared).toEqual([]);
  });

  test('robots.txt and sitemap.xml come from the route table', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const def of staticRoutes) {
      expect(sitemap.includes(`${def.path}</loc>`)).toBe(def.indexable);
    }
  });
});
