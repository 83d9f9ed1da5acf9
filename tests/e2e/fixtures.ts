import { test as base, expect, type Page } from '@playwright/test';

/**
 * Collects console errors, uncaught exceptions and Content-Security-Policy violations, so a test can assert a
 * page ran cleanly. A violation is reported even when the script catches the refusal (zod's eval probe did),
 * and Lighthouse's best-practices audit counts it: it is an error here too.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}`),
      ),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
