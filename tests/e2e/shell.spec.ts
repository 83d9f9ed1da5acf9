import http from 'node:http';
import { config } from '../../src/config.ts';
import { E2E } from './env.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdAppJavaScript } from './holdRequests.ts';
import { startApp } from './appStart.ts';
import { loadTimeWorkDone, PWA_LAYER_CHUNK } from './pwaHelpers.ts';

/** Records every layout shift of the pages `page` opens from their first paint, each with the nodes that moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as Window & { shifts?: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const moved = entry.sources?.map(({ node }) => `${node?.nodeName} ${node?.textContent?.slice(0, 40)}`);
        shifts.push(`${entry.value}: ${moved?.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far on the page (recordLayoutShifts). */
function layoutShifts(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as Window & { shifts?: string[] }).shifts);
}

test.describe('footer', () => {
  test('has the Platform, Support and social links, the year and the Do Not Sell link', async ({ page }) => {
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', config.bookingUrl);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['California Privacy', '/california-privacy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Do Not Sell My Personal Information', '/notsell'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('link', { name: 'ReplyRocket on X' })).toHaveAttribute('href', config.xUrl);
    await expect(footer.getByRole('link', { name: 'ReplyRocket on LinkedIn' })).toHaveAttribute(
      'href',
      config.linkedInUrl,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ReplyRocket Ltd`);
    await footer.getByRole('link', { name: 'Do Not Sell My Personal Information' }).click();
    await expect(page).toHaveURL('/notsell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do Not Sell My Personal Information');
  });

  test("shows the visitor's year after New Year: the build's year in the HTML, no hydration warning, nothing moves", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The prerender wrote the build's year; the visitor's clock says three years later.
    const html = await (await request.get('/crypto-transaction-success')).text();
    const built = Number(html.match(/© <span class="[^"]*" data-copyright-year="">(\d{4})<\/span>/)?.[1]);
    expect(built).toBeGreaterThanOrEqual(2025);
    const later = built + 3;
    await page.clock.setFixedTime(new Date(`${later}-01-01T00:00:05`));
    // The whole short page in view, footer included, so any shift of it would be measured.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 3000 });
    await recordLayoutShifts(page);

    await page.goto('/crypto-transaction-success');
    const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} ReplyRocket Ltd\. All rights reserved\.$/);
    await expect(copyright).toHaveText(`© ${later} ReplyRocket Ltd. All rights reserved.`);
    // The cookie bar arrives last (its code is lazy) and sits after the footer: any shift it caused is in by now.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(
      await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom <= window.innerHeight),
    ).toBe(true);
    expect(await layoutShifts(page)).toEqual([]);
    // The new year is as wide as the build's: the line itself did not reflow either.
    expect(
      await page.evaluate((year) => {
        const span = document.querySelector('[data-copyright-year]')!;
        const probe = span.cloneNode() as HTMLElement;
        probe.textContent = String(year);
        span.after(probe);
        const same = probe.getBoundingClientRect().width === span.getBoundingClientRect().width;
        probe.remove();
        return same;
      }, built),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a short page whose HTML arrives in two parts, the footer cut in half: the footer does not move as the rest comes', async ({
    page,
  }) => {
    // A slow network (or a busy phone's parser) can paint the page with half its footer; the rest follows.
    const proxy = await twoPartProxy('<nav aria-labelledby="footer-platform">', 500);
    try {
      await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 3000 });
      await recordLayoutShifts(page);
      await page.goto(`${proxy.url}/crypto-transaction-success`);
      // By now the second part has come, half a second after the first was painted.
      await expect(page.getByRole('contentinfo').getByText('Do Not Sell My Personal Information')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      proxy.close();
    }
  });

  test('hides the Features link on /signup only', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Features' })).toHaveCount(0);
  });
});

test.describe('scroll position', () => {
  test('a visitor who scrolls before the page hydrates stays where they scrolled; a later navigation starts at the top', async ({
    page,
  }) => {
    // Hold the app's JavaScript (the entry's small chunk aside) so the visitor scrolls the prerendered page.
    const release = await holdAppJavaScript(page);
    // Not until 'load': the entry preloads the held files (src/initial/routeModules.ts), and the load event waits for them.
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);
    release();
    await startApp(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('links between pages', () => {
  test('a link to another page of the site changes the page in place; a Ctrl-click opens it in a new tab instead', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy');
    await startApp(page);
    // A mark on this document: it survives an in-app navigation, not a page load.
    await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
    const footer = page.getByRole('contentinfo');

    const newTab = context.waitForEvent('page');
    await footer.getByRole('link', { name: 'Terms of Service' }).click({ modifiers: ['ControlOrMeta'] });
    await expect(await newTab).toHaveURL(/\/terms$/);
    await expect(page).toHaveURL('/privacy');

    /** The page shown, in place (the same document), with the title and description its prerendered HTML has. */
    const expectShownInPlace = async (heading: string, description: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
      await expect(page).toHaveTitle(`${heading} | ReplyRocket`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    };

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expectShownInPlace('Terms of Service', 'The terms that govern your use of ReplyRocket.');

    // Back to the page the visitor landed on, in place: its title and description come back with it.
    await page.goBack();
    await expectShownInPlace('Privacy Policy', 'How ReplyRocket Ltd collects, uses and protects your personal data.');
  });
});

test.describe('loading the app', () => {
  test("the route's JavaScript is preloaded from the prerendered list, React, app, page and the popup it opens on arrival in chunks of their own, each file downloaded once", async ({
    page,
  }) => {
    const downloads = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/.+\.js$/.test(path)) downloads.set(path, (downloads.get(path) ?? 0) + 1);
    });
    await page.goto('/np1');
    await startApp(page);
    const listed = ((await page.locator('meta[name="rr-modules"]').getAttribute('content')) ?? '').split(' ');
    // React, the app and the page, each in its own chunk, and the demo popup that /np1 opens on arrival.
    for (const chunk of [
      /^\/assets\/react-/,
      /^\/assets\/boot-/,
      /^\/assets\/Np1Page-/,
      /^\/assets\/DemoVideoPopup-/,
    ]) {
      expect(
        listed.some((file) => chunk.test(file)),
        String(chunk),
      ).toBe(true);
    }
    // The popup's styles came inlined with the page's: opening it added no stylesheet.
    await expect(page.getByRole('dialog')).toBeVisible();
    const popupStyles = page.locator('link[rel="stylesheet"][href*="/DemoVideoPopup-"]');
    await expect(popupStyles).toHaveCount(1);
    await expect(popupStyles).toHaveAttribute('disabled', '');
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(listed.filter((file) => !file.startsWith('/assets/index-'))));
    for (const file of listed) expect(downloads.get(file), file).toBe(1);
    expect([...downloads].filter(([, times]) => times > 1)).toEqual([]);
  });
});

test.describe('what a reader downloads', () => {
  test('a visitor who only reads the home page downloads no dialog code and no backend client, even once the page is idle', async ({
    page,
  }) => {
    const scripts: { path: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      // A body still unread when the page closes at the test's end rejects: read as empty, not as an error.
      if (path.endsWith('.js')) scripts.push({ path, body: response.text().catch(() => '') });
    });
    const idleLayer = page.waitForResponse((response) => PWA_LAYER_CHUNK.test(new URL(response.url()).pathname));
    await page.goto('/');
    await startApp(page);
    // The layers the page mounts once idle: the PWA layer (install card, offline banner), and the toasts' viewport,
    // which sonner draws as soon as it has loaded. The outbox's flushers come with the entry, and send with plain
    // fetch: no client library.
    await idleLayer;
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
    // And the cookie banner, which a first visit shows once the page is React's.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    // And what the entry starts by itself once the page is idle after its load.
    await loadTimeWorkDone(page);

    const downloaded = await Promise.all(scripts.map(async ({ path, body }) => ({ path, body: await body })));
    expect(downloaded.filter(({ body }) => body.includes('`DialogContent`')).map(({ path }) => path)).toEqual([]);
    // The functions client (src/forms/crypto/backendClient.ts) names itself in this header.
    expect(downloaded.filter(({ body }) => body.includes('X-Client-Info')).map(({ path }) => path)).toEqual([]);
  });
});

test.describe('legal pages', () => {
  const legal = [
    ['/privacy', 'Effective 29 November 2026'],
    ['/terms', 'Last updated 22 May 2025'],
    ['/california-privacy', '45 days'],
    ['/notsell', 'does not sell'],
    ['/cookie-policy', 'Effective 29 November 2026'],
  ] as const;
  for (const [path, text] of legal) {
    test(`${path} states its facts and has a back button to home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText(text);
      await page.getByRole('link', { name: '← Back to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

/**
 * A stand-in for a slow network in front of the built site: each page's HTML comes in two parts, the second
 * `pauseMs` after the first, cut before `cutBefore`; every other file comes whole.
 */
function twoPartProxy(cutBefore: string, pauseMs: number): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(`${E2E.siteUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? '';
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': type });
    const cut = type.includes('text/html') ? body.indexOf(cutBefore) : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
