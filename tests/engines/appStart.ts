import { expect } from '@playwright/test';
import type { EnginePage } from './enginePage.ts';

/**
 * The visitor moves the pointer, as a visitor does before using a page, and the page becomes React's: its app starts
 * on the first input, not at load (src/app/whenAppNeeded.ts). Moved again on each look, and each look may meet a
 * reload under way (a throw counts as 'not yet': expect.poll does not retry a callback that throws), so a page that
 * reloads itself meanwhile is moved over too.
 */
export async function startApp(tab: EnginePage): Promise<void> {
  await expect
    .poll(async () => {
      await tab.hover(null).catch(() => undefined);
      return tab.evaluate(() => document.getElementById('root')?.dataset.started ?? null).catch(() => null);
    })
    .toBe('');
}
