import { expect, type Page } from '@playwright/test';

/** The visitor's pointer moves over the page: the first input, on which the page's app starts. */
export async function movePointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/**
 * The visitor moves the pointer, as a visitor does before using a page, and the page becomes React's: its app starts
 * on the first input, not at load (src/app/whenAppNeeded.ts). For tests that go on to what the app does by itself
 * (a draft kept, a link followed in place, a console without errors) rather than start with a tap or a keystroke.
 * Moved again on each look, so a page that reloads itself meanwhile (its code failed to download) is moved over too.
 */
export async function startApp(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  let step = 0;
  await expect
    .poll(
      async () => {
        step += 1;
        await page.mouse.move(1 + (step % 2), 1);
        return page.evaluate(() => document.getElementById('root')?.dataset.started ?? null).catch(() => null);
      },
      { timeout },
    )
    .toBe('');
}
