import { startApp } from './appStart.ts';
/** Every prerendered page in WebKit and Firefox: it loads, hydrates and logs nothing, and nothing it asks for fails. */
import { REDIRECT_PATHS, staticRoutes } from '../../src/routes/routeTable.ts';
import { expect, test } from './fixtures.ts';
import type { ProxiedRequest } from './loopbackProxy.ts';

const pages = staticRoutes.filter((def) => !(REDIRECT_PATHS as readonly string[]).includes(def.path));

/** The card-payment provider's script is on the internet, which the test machine cannot reach. */
const offMachine = (entry: ProxiedRequest) => !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(entry.url);

for (const def of pages) {
  test(`${def.path} shows its heading, hydrates, logs no error and no request fails`, async ({
    tab,
    loopback: proxy,
  }) => {
    await tab.goto(def.path);
    await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe(def.heading);
    await startApp(tab);
    expect(await tab.errors()).toEqual([]);
    expect(proxy.failures(offMachine)).toEqual([]);
  });
}

test('an unknown path shows the 404 page and logs the path the visitor tried', async ({ tab, loopback: proxy }) => {
  await tab.goto('/this/page/does-not-exist');
  await expect.poll(() => tab.text({ css: 'h1' })).toBe('404');
  await expect.poll(async () => (await tab.errors()).join('\n')).toContain('/this/page/does-not-exist');
  expect(proxy.log.find((entry) => entry.url.endsWith('/this/page/does-not-exist'))?.status).toBe(404);
  await tab.click({ role: 'link', name: 'Return to Home' });
  await expect.poll(() => tab.url()).toMatch(/\/$/);
});

test("the phone's menu opens on the first tap, closes on Escape, and its Sign Up link loads the next page", async ({
  tab,
}) => {
  await tab.goto('/privacy');
  const menu = { role: 'dialog', name: 'Menu' } as const;
  await tab.click({ role: 'button', name: 'Open menu' });
  await expect.poll(() => tab.count(menu)).toBe(1);
  await tab.press('Escape');
  await expect.poll(() => tab.count(menu)).toBe(0);
  await tab.click({ role: 'button', name: 'Open menu' });
  await tab.click({ role: 'link', name: 'Sign Up', within: 'dialog' });
  await expect.poll(() => tab.url()).toMatch(/\/np1$/);
  await expect.poll(() => tab.count(menu)).toBe(0);
  expect(await tab.errors()).toEqual([]);
});
