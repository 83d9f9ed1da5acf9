// Plain HTTP requests, no browser page: the same on every device, so they run on the desktop project only.
import { staticRoutes } from '../../src/routes/routeTable.ts';
import { expect, test } from './fixtures.ts';

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
      const escaped = def.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html).toContain(`<title>${def.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain(`<meta property="og:title" content="${def.title.replace(/&/g, '&amp;')}"`);
      expect(html.includes('<h1') && (html.includes(def.heading.replace(/'/g, '&#x27;')) || html.includes(escaped))).toBe(true);
      expect(html.includes('name="robots" content="noindex"')).toBe(!def.indexable);
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
