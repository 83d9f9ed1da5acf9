import AxeBuilder from '@axe-core/playwright';
import { config } from '../../src/config.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import {
  carousel,
  currentSlide,
  demoDialog,
  enhancedCarousel,
  expectHydrated,
  expectToasterMounted,
  pauseClock,
  videoState,
} from './homeHelpers.ts';
import { holdRequests } from './holdRequests.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

test.describe('home page content', () => {
  test('has every section, in order, with its texts and links', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow on X with AI-drafted replies');
    await expect(main).toContainText(
      'Get alerts for viral conversations in your niche, with replies drafted in your tone of voice',
    );
    await expect(main.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/np1');
    await expect(main.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#features');

    const stats = main.getByRole('list', { name: 'Results our customers see' });
    await expect(stats.getByRole('listitem')).toHaveText([
      '~about 77%more engagement',
      '~about 135%more replies per month',
      '~about 39%more impressions',
      '~about 80%time saved',
      '400K+monthly views',
      '100+top Web3 projects trust us',
    ]);

    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 2 })).toHaveText('Everything you need to grow on X');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'ReplyRocket',
      'ReplyRadar Analytics',
      'Trends + SocialCraft',
    ]);
    await expect(
      features.getByRole('list', { name: 'Built to keep your account yours' }).getByRole('listitem'),
    ).toHaveText(['No delegate access', 'No auto-posting', 'No bots', 'One click to post']);
    await expect(features).toContainText('Growth in one hour a day.');

    const h2s = main.getByRole('heading', { level: 2 });
    await expect(h2s).toHaveText([
      'Everything you need to grow on X',
      'Dashboard insights',
      'Who ReplyRocket is for',
      'Loved by Web3 teams',
      'Reply Rocket Ultimate',
      'ReplyRadar',
      'Ready to grow on X?',
    ]);
    const insights = main.getByRole('region', { name: 'Dashboard insights' });
    await expect(insights.getByRole('heading', { level: 3 })).toHaveText([
      'Watchlist Radar',
      'Account Insights',
      'Performance Tracking',
    ]);
    const audiences = main.getByRole('region', { name: 'Who ReplyRocket is for' });
    await expect(audiences.getByRole('heading', { level: 3 })).toHaveText([
      'Web3 projects',
      'Founders',
      'Growth marketers',
      'Social media managers',
      'Agencies',
      'Creators',
    ]);

    const ultimate = main.getByRole('region', { name: 'Reply Rocket Ultimate' });
    await expect(ultimate.getByRole('listitem')).toHaveText([
      'Analytics and optimisation',
      '100 trending reply alerts per day',
      'Tracking of 500+ X accounts',
      '4 contextual replies per alert',
      'Virality score ranking',
      '1 day of consulting on list building and tone of voice',
      'Trend alerts',
      'Social craft tweets',
      'AI learning',
    ]);

    // The pricing section exists but is hidden (docs/product.md#home), so its third-party script is never fetched.
    await expect(page.locator('#pricing')).toBeAttached();
    await expect(page.locator('#pricing')).toBeHidden();
    await expect(page.locator('script[src*="pricing-table"]')).toHaveCount(0);

    const radar = main.getByRole('region', { name: 'ReplyRadar' });
    await expect(radar).toContainText('Track every reply. Monitor what works.');
    await expect(radar.getByRole('heading', { level: 3 })).toHaveText([
      'Track every reply',
      'Monitor what works',
      'Watch your competitors',
    ]);
    await expect(radar).toContainText('up to 20 handles');

    const closing = main.getByRole('region', { name: 'Ready to grow on X?' });
    await expect(closing.getByRole('link', { name: 'Signup Now' })).toHaveAttribute('href', '/np1');
    const founders = closing.getByRole('link', { name: 'Meet the founders' });
    await expect(founders).toHaveAttribute('href', config.bookingUrl);
    await expect(founders).toHaveAttribute('target', '_blank');
    expect(consoleErrors).toEqual([]);
  });

  test("'How It Works' scrolls to the features section", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#features')).not.toBeInViewport();
    await page.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('#features').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('Watch Demo goes to /np1', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page.getByRole('link', { name: 'Watch Demo' }));
    await page.getByRole('link', { name: 'Watch Demo' }).click();
    await expect(page).toHaveURL('/np1');
  });

  test('axe finds no accessibility violations', async ({ page }) => {
    // axe walks the whole long page: give it time on a shared, throttled machine.
    test.setTimeout(90_000);
    await page.goto('/');
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('hero video', () => {
  test('the poster paints first; the muted loop starts once the page is idle', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const poster = hero.locator('picture img');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', '1280');
    await expect(poster).toHaveAttribute('height', '720');
    await expect(hero.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/images/dashboard-poster-480.avif 480w, /images/dashboard-poster-800.avif 800w, /images/dashboard-poster.avif 1280w',
    );
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const video = hero.locator('video');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('muted', '');
    await expect(video).toContainText('Your browser does not support the video tag.');
    await expect(video.locator('source')).toHaveCount(2);
    await expect.poll(async () => (await videoState(video)).paused).toBe(false);
    expect((await videoState(video)).muted).toBe(true);
    await expect(hero.getByRole('button', { name: 'Pause dashboard video' })).toBeVisible();
    // Before any input, and the page's app has not had to start for it.
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the loop pauses and plays again from its toggle, before and after the app has started', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const video = hero.locator('video');
    await expect.poll(async () => (await videoState(video)).paused).toBe(false);

    // The tap that pauses it is the visitor's first input: it also starts the app, which takes the page over.
    await hero.getByRole('button', { name: 'Pause dashboard video' }).click();
    await expect.poll(async () => (await videoState(video)).paused).toBe(true);
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    await hero.getByRole('button', { name: 'Play dashboard video' }).click();
    await expect.poll(async () => (await videoState(video)).paused).toBe(false);
    await expect(hero.getByRole('button', { name: 'Pause dashboard video' })).toBeVisible();
    await expect(hero.locator('video')).toHaveCount(1);
  });

  test('Save-Data: the loop never downloads; the poster stays', async ({ page }) => {
    // Chromium reads Save-Data from navigator.connection.saveData (the Save-Data request header mirrors it).
    await page.addInitScript(() => {
      const target =
        'NetworkInformation' in window
          ? (window as unknown as { NetworkInformation: { prototype: object } }).NetworkInformation.prototype
          : null;
      if (target) Object.defineProperty(target, 'saveData', { configurable: true, get: () => true });
      else
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true }),
        });
    });
    const loopRequests: string[] = [];
    const loopFiles = [config.videos.dashboard.mp4, config.videos.dashboard.webm];
    page.on('request', (request) => {
      if (loopFiles.some((file) => request.url().endsWith(`/media/${file}`))) loopRequests.push(request.url());
    });
    await page.goto('/');
    expect(
      await page.evaluate(
        () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
      ),
    ).toBe(true);
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    // The loop would start once the page has loaded and is idle: let that moment pass, twice over.
    await page.evaluate(() =>
      document.readyState === 'complete'
        ? null
        : new Promise((resolve) => addEventListener('load', resolve, { once: true })),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.locator('picture img')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(hero.getByRole('button', { name: 'Pause dashboard video' })).toHaveCount(0);
    expect(loopRequests).toEqual([]);
  });

  test('reduced motion: no video loop and no carousel autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    // Let the page reach idle (when the loop would start), twice over.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('picture img').first()).toBeVisible();

    const carousel = await enhancedCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });
});

test.describe('testimonials carousel', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
  });

  test('shows the first testimonial in the prerendered page, with its author and (sample, so unlinked) handle', async ({
    page,
  }) => {
    const slide = currentSlide(page);
    await expect(slide).toHaveAttribute('aria-label', '1 of 6');
    await expect(slide).toContainText('We reply to the right threads within minutes now.');
    await expect(slide).toContainText('Priya Sample');
    await expect(slide.getByText('@sample_priya', { exact: true })).toBeVisible();
    await expect(slide).toContainText('@sample_priya · 18.2K followers');
    // Sample testimonials link to no profile: a made-up handle may belong to a real account.
    await expect(carousel(page).getByRole('link')).toHaveCount(0);
    await expect(carousel(page).locator('a[href]')).toHaveCount(0);
  });

  test('advances every 5 seconds and pauses while hovered', async ({ page }) => {
    const root = await enhancedCarousel(page);
    const slides = root.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    // Start the 5 s countdown at a known moment: hovering holds it, leaving restarts it.
    await root.hover();
    await pauseClock(page);
    await page.mouse.move(0, 0);
    await expect(root.locator('[aria-live="off"]')).toBeAttached();
    await page.clock.runFor(4_900);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await page.clock.runFor(200);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await page.clock.runFor(5_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 6');

    await root.hover();
    await expect(root.locator('[aria-live="polite"]')).toBeAttached();
    await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 6');
  });

  test('previous and next buttons loop round, and arrow keys move it', async ({ page }) => {
    const root = await enhancedCarousel(page);
    // Focus inside holds autoplay, so the clock keeps running: paused, it would hold Swiper's animation frames
    // too, and the loop steps they defer would all run at once at the next runFor.
    await root.getByRole('button', { name: 'Next testimonial' }).focus();
    await expect(root.locator('[aria-live="polite"]')).toBeAttached();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await root.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await expect(currentSlide(page)).toContainText('Jonas Example');
    await root.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    // It loops: there is no end, so previous from the first goes to the last and is never disabled.
    await root.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '6 of 6');
    await expect(root.getByRole('button', { name: 'Previous testimonial' })).toBeEnabled();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
    // Focus inside holds autoplay.
    await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });

  test('its stop button holds autoplay until started again', async ({ page }) => {
    const root = await enhancedCarousel(page);
    await root.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await pauseClock(page);
    await root
      .getByRole('button', { name: 'Start automatic slide show' })
      .evaluate((button: HTMLButtonElement) => button.blur());
    await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 6');
  });
});

test('a press on the carousel while its code is on its way is made once it has come', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/TestimonialsCarousel-*.js');
  await page.goto('/');
  const root = carousel(page);
  await root.scrollIntoViewIfNeeded();
  // The page is React's; the carousel's own code is still held.
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await root.getByRole('button', { name: 'Next testimonial' }).click();
  release();
  await expect(root.locator('.swiper-initialized')).toBeAttached();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 6');
});

test.describe('testimonials carousel on a landing page', () => {
  test('dot buttons pick a testimonial', async ({ page }) => {
    await page.goto('/l1');
    const root = await enhancedCarousel(page);
    const dots = root.getByRole('button', { name: /^Show testimonial \d$/ });
    await expect(dots).toHaveCount(6);
    await expect(root.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute('aria-current', 'true');
    await root.getByRole('button', { name: 'Show testimonial 4' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 6');
    await expect(root.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute('aria-current', 'true');
    await expect(root.getByRole('button', { name: 'Show testimonial 1' })).not.toHaveAttribute('aria-current', 'true');
  });
});

test.describe('demo video popup', () => {
  test('starts muted after 200 ms with the sound toast for 4 s, unmutes on a click anywhere, and rewinds on close', async ({
    page,
    isMobile: mobileProject,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play the product demo' });
    await expectHydrated(play);
    await expectToasterMounted(page);
    await pauseClock(page);
    await play.click();

    const dialog = demoDialog(page);
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('playsinline', '');
    // No poster of its own, which would take no srcset (it was the 47 KB JPEG): the picture under the video
    // shows the poster in a width this screen needs (AVIF in Chromium) until the first frame.
    await expect(video).not.toHaveAttribute('poster');
    await expect
      .poll(() => dialog.locator('picture img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/demo-poster(-480|-800)?\.avif$/);
    // Two renditions (full, phone) in two encodings each; offers.spec checks which one a phone plays.
    await expect(video.locator('source')).toHaveCount(4);
    await expect(video).toContainText('Your browser does not support the video tag.');
    // Nothing plays before the 200 ms delay; the big play button shows while it is not playing.
    await expect(dialog.getByRole('button', { name: 'Play demo video' })).toBeVisible();
    expect((await videoState(video)).paused).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(async () => (await videoState(video)).paused).toBe(false);
    expect((await videoState(video)).muted).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Play demo video' })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Click for sound' })).toBeVisible();
    // While it plays muted, its own buttons stand in for the browser's controls.
    await expect(video).not.toHaveAttribute('controls');

    // The modal hides the rest of the page (the toaster too) from assistive tech, so find the toast by its markup;
    // screen-reader users get the 'Click for sound' button inside the dialog instead.
    const soundToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Click anywhere for sound' });
    // sonner hands a new toast to its viewport on the next timer tick; its 4 s start there.
    await page.clock.runFor(100);
    await expect(soundToast).toBeVisible();
    await page.clock.runFor(3_800);
    await expect(soundToast).toBeVisible();
    await page.clock.runFor(500);
    await expect(soundToast).toHaveCount(0);

    // A tap or click anywhere, even outside the video, turns the sound on (and keeps the popup open).
    if (mobileProject) await page.touchscreen.tap(8, 8);
    else await page.mouse.click(8, 8);
    await expect.poll(async () => (await videoState(video)).muted).toBe(false);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Click for sound' })).toBeHidden();
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(0.3);

    await dialog.getByRole('button', { name: 'Close demo video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('video[preload="metadata"]')).toHaveCount(0);

    // Reopened: back at the start, muted, waiting for its 200 ms.
    await play.click();
    await expect(dialog).toBeVisible();
    expect(await videoState(dialog.locator('video'))).toEqual({ muted: true, paused: true, currentTime: 0 });
    await expect(dialog.locator('video')).not.toHaveAttribute('controls');
    await page.clock.runFor(200);
    await expect.poll(async () => (await videoState(dialog.locator('video'))).paused).toBe(false);
    expect((await videoState(dialog.locator('video'))).muted).toBe(true);
    await page.clock.runFor(100);
    await expect(soundToast).toBeVisible();
  });

  test('takes the focus and keeps it from the page behind; Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Play the product demo' });
    await expectHydrated(play);
    // Held before the autoplay delay, so the big play button stays.
    await pauseClock(page);
    await play.click();
    const dialog = demoDialog(page);
    await expect(dialog).toBeVisible();
    // The dialog itself, so a screen reader starts at its title.
    await expect(dialog).toBeFocused();
    // Tab walks the popup's own buttons; nothing behind it (links, the play button) can take the focus.
    const focusedOutside = () =>
      page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('dialog'));
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Play demo video' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close demo video' })).toBeFocused();
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      expect(await focusedOutside()).toBe(false);
    }
    // Nor can a click reach it: the page is inert.
    await page.getByRole('link', { name: 'Watch Demo', includeHidden: true }).first().click({ force: true });
    await expect(page).toHaveURL('/');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demoDialog(page)).toBeHidden();
    await expect(play).toBeFocused();
  });
});

test.describe('pricing table embed (shared component, shown on /pricing)', () => {
  const script = 'https://js.stripe.com/**';

  test('a script that loads but defines no table falls back to the checkout links, without console errors', async ({
    page,
    consoleErrors,
  }) => {
    // No internet here: stand in for a blocked or broken provider script with an empty one.
    await page.route(script, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/pricing');
    const fallback = page.getByRole('status').filter({ hasText: 'The plans table could not load.' });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback.getByRole('link', { name: 'ReplyRocket Core' })).toHaveAttribute(
      'href',
      config.checkout.core,
    );
    await expect(fallback.getByRole('link', { name: 'ReplyRocket Pro' })).toHaveAttribute('href', config.checkout.pro);
    await expect(fallback.getByRole('link', { name: 'Ultimate' })).toHaveAttribute('href', config.checkout.ultimate);
    await expect(page.locator('stripe-pricing-table')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('offline it says so and fetches nothing; back online it tries again', async ({ page }) => {
    let requests = 0;
    await page.route(script, (route) => {
      requests += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    });
    await page.goto('/pricing');
    await expect(page.getByText("You're offline. Plans will load when you're back online.")).toBeVisible();
    expect(requests).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    });
    await expect(page.getByText('The plans table could not load.')).toBeVisible({ timeout: 15_000 });
    expect(requests).toBe(1);
  });
});
