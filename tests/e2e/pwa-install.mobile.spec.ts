import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrateAndMountPwaLayer, offerInstall } from './pwaHelpers.ts';

test.beforeEach(async ({ context }) => presetConsent(context));

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is valid and installable: members, icons and screenshots reachable with their declared sizes', async ({
  page,
  request,
}) => {
  // Not in the HTML, where Chrome fetched it (and an icon) beside the page's main image: the PWA layer links it.
  expect(await (await request.get('/')).text()).not.toContain('rel="manifest"');
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    scope: '/',
    display: 'standalone',
    short_name: 'ReplyRocket',
    theme_color: '#3B5BFD',
    background_color: '#FFFFFF',
  });
  expect(manifest.name).toEqual(expect.any(String));
  expect(manifest.start_url).toBe('/?source=pwa');
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }));
  }
  expect(manifest.shortcuts.map((s) => [s.name, new URL(s.url, 'http://x').pathname])).toEqual([
    ['Watch Demo', '/np1'],
    ['Start your free trial', '/signup'],
  ]);
  const images = [
    ...manifest.icons,
    ...manifest.screenshots,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ];
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toBe(image.type);
    expect(pngSize(await file.body()), image.src).toBe(image.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'ReplyRocket');
  // Chromium's own verdict.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Test contexts are incognito profiles, where Chrome never installs; any manifest problem would be listed too.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

// The iOS branch (the Add to Home Screen sheet for Safari on an iPhone) runs in real WebKit:
// tests/engines/iphone.webkit.spec.ts.
test('the install affordance waits for engagement, then offers install; a dismissal is remembered', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/privacy');
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  const card = page.getByRole('complementary', { name: 'Install the app' });
  await hydrateAndMountPwaLayer(page);
  await offerInstall(page);
  await expect(card).toHaveCount(0);
  await page.clock.runFor(20_000);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Install ReplyRocket');

  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('rr-install-dismissed'))).not.toBeNull();
  await page.reload();
  await page.clock.runFor(60_000);
  await expect(page.locator('h1')).toHaveText('Privacy Policy');
  await expect(card).toHaveCount(0);
});

test('Install opens the browser prompt; nothing is offered when already running standalone', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/terms');
  await hydrateAndMountPwaLayer(page);
  await offerInstall(page);
  await page.clock.runFor(25_000);
  const card = page.getByRole('complementary', { name: 'Install the app' });
  await card.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(true);
  await expect(card).toHaveCount(0);

  // Opened from the home screen (iOS's flag): no card, whatever the wait.
  const standalone = await context.newPage();
  await standalone.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await standalone.clock.install();
  await standalone.goto('/terms');
  await hydrateAndMountPwaLayer(standalone);
  await standalone.clock.runFor(60_000);
  await expect(standalone.locator('h1')).toHaveText('Terms of Service');
  await expect(standalone.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
});
