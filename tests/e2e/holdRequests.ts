import type { Page, Request } from '@playwright/test';

/**
 * Holds every request for `url` (a glob or a pattern), but those `except` matches, until the returned function lets
 * them through: what the page shows while a file or an answer is on its way. `onHeld` sees each request as it is held.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  { except, onHeld }: { except?: RegExp; onHeld?: (request: Request) => void } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!except?.test(route.request().url())) {
      onHeld?.(route.request());
      await held;
    }
    // Let through after the test cut the network or closed the page, it fails there, where the page sees it.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/**
 * Holds the app's JavaScript (every script but the entry's small chunk), so the prerendered page stays plain HTML,
 * not React's, until the returned function lets it through.
 */
export function holdAppJavaScript(page: Page): Promise<() => void> {
  // The entry and the one chunk of what it imports statically (scripts/appChunk.ts) come with the page.
  return holdRequests(page, '**/assets/*.js', { except: /\/(index|entry)-[\w-]+\.js$/ });
}
