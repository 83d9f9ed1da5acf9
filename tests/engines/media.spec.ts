import { startApp } from './appStart.ts';
/**
 * The demo popup and the testimonials carousel in WebKit and Firefox: video playback, autoplay policies,
 * pointer and keyboard handling are where engines differ most. Real time, no fake clock (WebDriver has none):
 * each wait is a poll on what the visitor sees.
 */
import type { EnginePage } from './enginePage.ts';
import { DESKTOP, expect, test } from './fixtures.ts';

const demo = 'dialog[open], [role="dialog"]';

/** The popup's video, opened by the play button (the hero's muted loop preloads 'auto'). */
function video(tab: EnginePage) {
  return tab.evaluate(() => {
    const node = document.querySelector<HTMLVideoElement>('video[preload="metadata"]');
    return node
      ? { muted: node.muted, paused: node.paused, currentTime: node.currentTime, controls: node.controls }
      : null;
  });
}

test('the demo popup: opens, plays muted with the sound toast, a click anywhere turns the sound on, and it rewinds on close', async ({
  tab,
}) => {
  await tab.goto('/');
  await startApp(tab);
  await tab.click({ role: 'button', name: 'Play the product demo' });
  await expect.poll(() => tab.count({ role: 'dialog', name: 'ReplyRocket product demo' })).toBe(1);

  await expect.poll(async () => (await video(tab))?.paused).toBe(false);
  expect((await video(tab))?.muted).toBe(true);
  await expect.poll(() => tab.toasts()).toContain('Click anywhere for sound');
  expect(await tab.count({ role: 'button', name: 'Click for sound', within: demo })).toBe(1);

  await tab.clickAt(8, 8);
  await expect.poll(async () => (await video(tab))?.muted).toBe(false);
  expect(await tab.count({ role: 'dialog', name: 'ReplyRocket product demo' })).toBe(1);
  // Still playing, now with sound (software decoding on a busy test machine can be slow to move on).
  const unmutedAt = (await video(tab))?.currentTime ?? 0;
  await expect.poll(async () => (await video(tab))?.currentTime, { timeout: 30_000 }).toBeGreaterThan(unmutedAt);
  expect((await video(tab))?.controls).toBe(true);

  await tab.click({ role: 'button', name: 'Close demo video', within: demo });
  await expect.poll(() => tab.count({ role: 'dialog', name: 'ReplyRocket product demo' })).toBe(0);
  await tab.click({ role: 'button', name: 'Play the product demo' });
  await expect.poll(() => tab.count({ role: 'dialog', name: 'ReplyRocket product demo' })).toBe(1);
  // Reopened: from the start, muted again. Opened by a click, the popup shows its poster first and the video a
  // moment later, so the video is looked at as soon as it is there.
  await expect.poll(async () => (await video(tab)) !== null).toBe(true);
  const reopened = await video(tab);
  expect(reopened?.muted).toBe(true);
  expect(reopened?.currentTime).toBeLessThan(0.3);
  expect(await tab.errors()).toEqual([]);
});

test.describe('the testimonials carousel on a desktop', () => {
  test.use({ tabSize: DESKTOP });
  // Autoplay runs on the page's real clock: a few of its 5-second intervals pass in each test.
  test.describe.configure({ timeout: 120_000 });

  const current = (tab: EnginePage) =>
    tab.evaluate(
      () =>
        document
          .querySelector('section[aria-roledescription="carousel"] [aria-roledescription="slide"]:not([inert])')
          ?.getAttribute('aria-label') ?? null,
    );
  const live = (tab: EnginePage) =>
    tab.evaluate(
      () =>
        document.querySelector('section[aria-roledescription="carousel"] [aria-live]')?.getAttribute('aria-live') ??
        null,
    );

  /** The carousel moves every 5 s: a busy machine may stretch that, and never stops it. */
  const SLIDE_TIMEOUT_MS = 30_000;

  async function enhancedCarousel(tab: EnginePage): Promise<void> {
    await tab.goto('/');
    await tab.evaluate(() =>
      document
        .querySelector('section[aria-roledescription="carousel"]')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect.poll(() => tab.count({ css: 'section[aria-roledescription="carousel"] .swiper-initialized' })).toBe(1);
  }

  test('previous and next buttons loop round, and arrow keys move it', async ({ tab }) => {
    await enhancedCarousel(tab);
    const within = 'section[aria-roledescription="carousel"]';
    await tab.click({ role: 'button', name: 'Stop automatic slide show', within });
    await expect.poll(() => current(tab)).toBe('1 of 6');
    await tab.click({ role: 'button', name: 'Next testimonial', within });
    await expect.poll(() => current(tab)).toBe('2 of 6');
    await tab.click({ role: 'button', name: 'Previous testimonial', within });
    await expect.poll(() => current(tab)).toBe('1 of 6');
    await tab.click({ role: 'button', name: 'Previous testimonial', within });
    await expect.poll(() => current(tab)).toBe('6 of 6');
    await tab.press('ArrowRight');
    await expect.poll(() => current(tab)).toBe('1 of 6');
    await tab.press('ArrowRight');
    await expect.poll(() => current(tab)).toBe('2 of 6');
    await tab.press('ArrowLeft');
    await expect.poll(() => current(tab)).toBe('1 of 6');
    expect(await tab.errors()).toEqual([]);
  });

  test('advances by itself, and holds for longer than its 5-second interval while hovered', async ({ tab }) => {
    await enhancedCarousel(tab);
    await tab.hover(null);
    await expect.poll(() => live(tab)).toBe('off');
    await expect.poll(() => current(tab), { timeout: SLIDE_TIMEOUT_MS }).toBe('2 of 6');

    await tab.hover({ css: 'section[aria-roledescription="carousel"] [aria-roledescription="slide"]:not([inert])' });
    await expect.poll(() => live(tab)).toBe('polite');
    const held = await current(tab);
    // Watched, not slept through: the slide on screen, read again and again over a span of the page's own clock
    // longer than the interval (each reading after the clock's, so the last one comes after the span).
    const since = await tab.evaluate(() => performance.now());
    const seen = new Set<string | null>();
    await expect
      .poll(
        async () => {
          const elapsed = (await tab.evaluate(() => performance.now())) - since;
          seen.add(await current(tab));
          return elapsed;
        },
        { timeout: SLIDE_TIMEOUT_MS },
      )
      .toBeGreaterThan(7_000);
    expect([...seen]).toEqual([held]);

    await tab.hover(null);
    await expect.poll(() => current(tab), { timeout: SLIDE_TIMEOUT_MS }).not.toBe(held);
    expect(await tab.errors()).toEqual([]);
  });
});
