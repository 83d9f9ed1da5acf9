// The pricing table loads however the visitor reaches it: by an in-app link the document keeps the CSP of
// the page it was first loaded as, so that policy must allow the provider's script too.
import { config } from '../../src/config.ts';
import { expect, test } from './fixtures.ts';
import { startApp } from './appStart.ts';

for (const start of ['/privacy', '/no-such-page']) {
  test(`following the footer Pricing link from ${start} loads the provider script with no CSP violation`, async ({
    page,
    consoleErrors,
  }) => {
    const requested: string[] = [];
    // No internet here: an empty script stands in for the provider's (the page then shows its fallback).
    await page.route(`${new URL(config.pricingTable.scriptUrl).origin}/**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.addInitScript(() => {
      (window as Window & { cspViolations?: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as Window & { cspViolations?: string[] }).cspViolations!.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    await page.goto(start);
    await startApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The table settles either way (the stub defines no element, so the checkout links stand in for it).
    await expect(page.getByRole('status').filter({ hasText: 'The plans table could not load.' })).toBeVisible({
      timeout: 15_000,
    });
    expect(requested).toEqual([config.pricingTable.scriptUrl]);
    expect(await page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations)).toEqual([]);
    // The not-found page logs its 404 by design: only the browser's refusals matter here.
    expect(consoleErrors.filter((line) => /Content Security Policy|CSP/i.test(line))).toEqual([]);
  });
}
