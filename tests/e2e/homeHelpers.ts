import { expect, type Locator, type Page } from '@playwright/test';
import { movePointer } from './appStart.ts';

/**
 * The visitor moves the pointer, which starts the page's app (src/app/whenAppNeeded.ts), and React has hydrated this
 * element: its event handlers (pointer, focus, click) are live.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await movePointer(element.page());
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

/**
 * Stops the page's fake clock (installed before `goto`) so timers move only with `runFor`: a second ahead of the
 * page's own time, read again if the page's clock passed it before the pause reached the page (a busy machine can
 * hold a call that long).
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** The toast viewport mounts when the page is first idle; toasts raised before it are replayed, but its timers start then. */
export async function expectToasterMounted(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
}

export function carousel(page: Page): Locator {
  return page.locator('section[aria-roledescription="carousel"]');
}

/** The slide on show: every other slide is inert. */
export function currentSlide(page: Page): Locator {
  return carousel(page).locator('[aria-roledescription="slide"]:not([inert])');
}

/** Brings the carousel into view and waits until Swiper has taken it over. */
export async function enhancedCarousel(page: Page): Promise<Locator> {
  const root = carousel(page);
  await root.scrollIntoViewIfNeeded();
  await expect(root.locator('.swiper-initialized')).toBeAttached();
  return root;
}

export function demoDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'ReplyRocket product demo' });
}

export interface VideoState {
  muted: boolean;
  paused: boolean;
  currentTime: number;
}

export function videoState(video: Locator): Promise<VideoState> {
  return video.evaluate((node: HTMLVideoElement) => ({
    muted: node.muted,
    paused: node.paused,
    currentTime: node.currentTime,
  }));
}
