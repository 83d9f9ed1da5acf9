import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { config } from '../../src/config.ts';
import { founderBios } from '../../src/content/founderBios.ts';
import { founders } from '../../src/content/founders.ts';
import { headingFor } from '../../src/routes/routeTable.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { E2E } from './env.ts';
import { expectHydrated } from './homeHelpers.ts';
import { holdAppJavaScript, holdRequests } from './holdRequests.ts';
import { specPrices, type SpecCard } from '../shared/specPrices.ts';
import { startApp } from './appStart.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

const checkoutBase: Record<SpecCard['plan'], string> = {
  'ReplyRocket Core': config.checkout.core,
  'ReplyRocket Pro': config.checkout.pro,
  Ultimate: config.checkout.ultimate,
};

function planCard(page: Page, plan: string): Locator {
  return page.getByRole('article', { name: plan, exact: true });
}

/** Pages that open on the demo video (docs/product.md#demo-popup); the page behind is inert until it closes. */
const OPENS_ON_DEMO = ['/np1', '/vsl1', '/vsl3', '/superteam'];

async function gotoOfferPage(page: Page, path: string) {
  await page.goto(path);
  if (!OPENS_ON_DEMO.includes(path)) return;
  const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
  await expect(dialog).toBeVisible();
  // It is in the prerendered HTML; Escape closes it once it is modal (its control, which needs no app, makes it so).
  await startApp(page);
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

test.describe('prices on every offer page match the published prices (docs/product.md#prices)', () => {
  for (const [path, cards] of Object.entries(specPrices)) {
    test(`${path}: ${cards.map((card) => `${card.plan} ${card.price}`).join(', ')}`, async ({ page }) => {
      await gotoOfferPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(path));
      await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Choose / }) })).toHaveCount(
        cards.length,
      );
      for (const spec of cards) {
        const card = planCard(page, spec.plan);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(spec.plan);
        const priceRow = card.locator('p').filter({ hasText: spec.price });
        // Read as a sentence by screen readers: "now $249/mo was $499/mo"; the struck price is an <s>.
        await expect(priceRow).toHaveText(spec.was ? `now ${spec.price} was ${spec.was}` : spec.price);
        if (spec.was) {
          await expect(card.locator('s')).toHaveText(`was ${spec.was}`);
          await expect(card.locator('s')).toBeVisible();
          await expect(card.locator('s').getByText('was ', { exact: true })).toHaveCSS('position', 'absolute');
        } else {
          await expect(card.locator('s')).toHaveCount(0);
        }
        if (spec.then) await expect(card).toContainText(`then ${spec.then}`);
      }
      if (cards.some((card) => card.plan === 'ReplyRocket Pro')) {
        await expect(planCard(page, 'ReplyRocket Pro').getByText('Most popular', { exact: true })).toBeVisible();
      }
    });
  }
});

test.describe('checkout links', () => {
  for (const path of ['/np1', '/signupoffer', '/vsl1', '/vsl2', '/vsl3', '/superteam']) {
    test(`${path}: each plan opens its configured checkout in a new tab`, async ({ page }) => {
      await gotoOfferPage(page, path);
      for (const plan of Object.keys(checkoutBase) as SpecCard['plan'][]) {
        await expectNewTab(planCard(page, plan).getByRole('link', { name: `Choose ${plan}` }), checkoutBase[plan]);
      }
    });
  }

  test('/upgrade: Pro and Ultimate open their configured checkout in a new tab, without a promo code', async ({
    page,
  }) => {
    await gotoOfferPage(page, '/upgrade');
    await expect(planCard(page, 'ReplyRocket Core')).toHaveCount(0);
    await expectNewTab(
      planCard(page, 'ReplyRocket Pro').getByRole('link', { name: 'Choose ReplyRocket Pro' }),
      config.checkout.pro,
    );
    await expectNewTab(
      planCard(page, 'Ultimate').getByRole('link', { name: 'Choose Ultimate' }),
      config.checkout.ultimate,
    );
    await expect(page.getByRole('main').locator(`a[href*="${config.checkoutPromoParam}"]`)).toHaveCount(0);
  });

  test('/signupoffervip25: Pro and Ultimate carry the VIP promo code, Core does not', async ({ page }) => {
    await page.goto('/signupoffervip25');
    const withCode = (base: string) => `${base}?${config.checkoutPromoParam}=${config.promoCodes.vip25}`;
    await expectNewTab(
      planCard(page, 'ReplyRocket Core').getByRole('link', { name: 'Choose ReplyRocket Core' }),
      config.checkout.core,
    );
    await expectNewTab(
      planCard(page, 'ReplyRocket Pro').getByRole('link', { name: 'Choose ReplyRocket Pro' }),
      withCode(config.checkout.pro),
    );
    await expectNewTab(
      planCard(page, 'Ultimate').getByRole('link', { name: 'Choose Ultimate' }),
      withCode(config.checkout.ultimate),
    );
    const offer = page.getByRole('complementary', { name: 'VIP Offer' });
    await expect(offer).toContainText('25% off your first month');
    await expect(offer.locator('code')).toHaveText(config.promoCodes.vip25);
  });
});

test.describe('/np1', () => {
  test('opens on the demo video with the page blurred and scroll locked until it is closed', async ({ page }) => {
    await page.goto('/np1');
    const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    // The overlay's four panes blur all of the page the popup leaves visible.
    const panes = page.locator('[data-popup-backdrop] > div');
    await expect(panes).toHaveCount(4);
    for (const pane of await panes.all()) await expect(pane).toHaveCSS('backdrop-filter', 'blur(8px)');
    expect(await blurredAreaOutsidePopup(page)).toEqual({ viewport: true, overlapsPopup: false });
    await page.mouse.wheel(0, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Close demo video' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await expect(panes).toHaveCount(0);
    await page.getByRole('heading', { name: 'Need help deciding?' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('comes with the page: on screen before its code has run, modal and playing once it has, before the app; the app takes it over as it is', async ({
    page,
  }) => {
    const release = await holdAppJavaScript(page);
    await page.goto('/np1', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('picture img')).toHaveAttribute('src', /demo-poster/);
    expect(await blurredAreaOutsidePopup(page)).toEqual({ viewport: true, overlapsPopup: false });
    // Dimmed at once, blurred once the page has loaded (re-blurring a page that is still loading is costly).
    const panes = page.locator('[data-popup-backdrop] > div');
    for (const pane of await panes.all()) await expect(pane).toHaveCSS('backdrop-filter', 'none');
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    release();
    for (const pane of await panes.all()) await expect(pane).toHaveCSS('backdrop-filter', 'blur(8px)');
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog).toBeFocused();
    await expect.poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    // All of that without the page's app, which starts on the visitor's first input.
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    await startApp(page);
    await expect(page.locator('#root')).toHaveAttribute('data-started', '');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await dialog.locator('video').evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-popup-backdrop]')).toHaveCount(0);
  });

  test('closed before the app has started, it stays closed once the app has, and its play button opens it again', async ({
    page,
  }) => {
    // React's chunk held: the app cannot start, and the popup's own code can.
    const release = await holdRequests(page, /\/assets\/react-[\w-]+\.js$/);
    await page.goto('/np1');
    const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await page.getByRole('button', { name: 'Close demo video' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    // The close tap was the popup island's own: the page's app starts on the visitor's next input.
    release();
    await startApp(page);
    await expect(page.locator('[data-popup-backdrop]')).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await page.getByRole('button', { name: 'Play the product demo' }).click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  });

  test('fits a phone held sideways: the whole video, its close button, the page blurred around it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 863, height: 381 });
    await page.goto('/np1');
    const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Close demo video' })).toBeInViewport({ ratio: 1 });
    expect(await blurredAreaOutsidePopup(page)).toEqual({ viewport: true, overlapsPopup: false });
  });

  test('scrolls to the top on load, and again 50 ms later (after a late scroll restoration)', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as Window & { scrollLog?: { y: number; t: number }[]; arrivedAt?: number; restoredTo?: number };
      const scrollTo = window.scrollTo.bind(window);
      w.scrollLog = [];
      // The visitor arrives scrolled down (a restored position, an anchor of the previous visit). Instant, not
      // the page's smooth scroll-behavior, so the position is there at once.
      document.addEventListener('DOMContentLoaded', () => {
        scrollTo({ top: 1500, behavior: 'instant' });
        w.arrivedAt = window.scrollY;
      });
      window.scrollTo = ((...args: [number, number] | [ScrollToOptions]) => {
        const y = typeof args[0] === 'number' ? args[1]! : (args[0].top ?? window.scrollY);
        w.scrollLog!.push({ y, t: performance.now() });
        scrollTo(...(args as [number, number]));
        // The browser restores the old position once more just after the page's first reset: the repeat undoes it.
        if (y === 0 && w.restoredTo === undefined) {
          w.restoredTo = -1;
          setTimeout(() => {
            scrollTo({ top: 1500, behavior: 'instant' });
            w.restoredTo = window.scrollY;
          }, 10);
        }
      }) as typeof window.scrollTo;
    });
    await page.goto('/np1');
    // The popup's chunk loads after hydration: slow on a loaded machine.
    await expect(page.getByRole('dialog', { name: 'ReplyRocket product demo' })).toBeVisible({ timeout: 15_000 });
    const state = () =>
      page.evaluate(() => {
        const w = window as Window & {
          scrollLog?: { y: number; t: number }[];
          arrivedAt?: number;
          restoredTo?: number;
        };
        return { arrivedAt: w.arrivedAt, restoredTo: w.restoredTo, log: w.scrollLog!, scrollY: window.scrollY };
      });
    await expect.poll(async () => (await state()).restoredTo ?? -1).toBeGreaterThan(0);
    await expect.poll(async () => (await state()).scrollY).toBe(0);
    const { arrivedAt, log } = await state();
    expect(arrivedAt).toBeGreaterThan(0);
    const resets = log.filter((call) => call.y === 0);
    expect(resets.length).toBeGreaterThanOrEqual(2);
    expect(resets.at(-1)!.t - resets[0]!.t).toBeGreaterThanOrEqual(49);
  });

  test('has the Exclusive Offer box, ReplyRadar trial, help block and the dark team banner', async ({ page }) => {
    await gotoOfferPage(page, '/np1');
    const offer = page.getByRole('complementary', { name: 'Exclusive Offer' });
    await expect(offer.getByRole('heading', { level: 2 })).toHaveText('50% discount');
    await expect(offer).toContainText('50% off your first month on ReplyRocket and Ultimate plans');
    await expect(offer.locator('code')).toHaveText(config.promoCodes.fiftyOff);

    const radar = planCard(page, 'ReplyRadar Analytics');
    await expect(radar).toContainText('Free for 7 days');
    await expectNewTab(radar.getByRole('link', { name: 'Start your free 7-day trial' }), config.freeTrialPaymentUrl);

    await expect(page.getByRole('heading', { name: 'Need help deciding?' })).toBeVisible();
    await expectNewTab(page.getByRole('link', { name: 'Book a call' }), config.bookingUrl);

    const banner = page.getByRole('region', { name: 'Our team sets you up' });
    await expect(banner).toHaveCSS('background-color', 'rgb(11, 18, 32)');
    await expectNewTab(banner.getByRole('link', { name: 'Chat with us on Telegram' }), config.telegramUrl);
  });

  test('Copy code puts the promo code on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoOfferPage(page, '/np1');
    await page
      .getByRole('complementary', { name: 'Exclusive Offer' })
      .getByRole('button', { name: 'Copy code' })
      .click();
    await expect(page.getByText('Promo code copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.promoCodes.fiftyOff);
  });

  test('has no axe violations', async ({ page }) => {
    test.slow(); // axe walks the whole page: slow on a loaded machine
    await gotoOfferPage(page, '/np1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor('/np1'));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('/signupoffer', () => {
  test('has the dark team banner and no axe violations', async ({ page }) => {
    test.slow(); // axe walks the whole page: slow on a loaded machine
    await page.goto('/signupoffer');
    await expect(page.getByRole('region', { name: 'Our team sets you up' })).toHaveCSS(
      'background-color',
      'rgb(11, 18, 32)',
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('video-sales pages', () => {
  test('/vsl1: the demo, how it works, the stats, testimonials, the 50% offer, help and the team banner', async ({
    page,
  }) => {
    await gotoOfferPage(page, '/vsl1');
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        'The fastest way to grow on X is to show up early in the right conversations. ReplyRocket finds them and drafts your reply.',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Play the product demo' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'How it works',
      'What our customers say',
      '50% discount',
      'Pick your plan',
      'Need help deciding?',
      'Our team sets you up',
    ]);
    const steps = main.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'We watch your niche',
      'AI drafts four replies',
      'You post in one click',
    ]);
    await expect(steps).toHaveText([
      'We watch your nicheAlerts find the conversations taking off among the accounts you follow, ranked by a virality score.',
      'AI drafts four repliesEach alert comes with four contextual replies written in your tone of voice.',
      'You post in one clickNo delegate access, no auto-posting, no bots: you choose the reply and post it yourself.',
    ]);
    await expect(main.getByRole('list', { name: 'Results our customers see' }).getByRole('listitem')).toHaveCount(6);
    await expect(main.getByRole('region', { name: 'What our customers say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const offer = main.getByRole('complementary', { name: 'Exclusive Offer' });
    await expect(offer).toContainText(
      '50% off your first month on ReplyRocket and Ultimate plans. Use the promo code at checkout:',
    );
    await expect(offer.locator('code')).toHaveText(config.promoCodes.fiftyOff);
    await expect(
      main.getByText('Half price for your first month. Every plan includes ReplyRadar Analytics.', { exact: true }),
    ).toBeVisible();
    await expectNewTab(main.getByRole('link', { name: 'Book a call' }), config.bookingUrl);
    const banner = main.getByRole('region', { name: 'Our team sets you up' });
    await expect(banner).toHaveCSS('background-color', 'rgb(244, 246, 251)');
    await expectNewTab(banner.getByRole('link', { name: 'Chat with us on Telegram' }), config.telegramUrl);
  });

  test('/vsl3: the demo, your hour a day, the stats, testimonials, the 50% offer, help and the team banner', async ({
    page,
  }) => {
    await gotoOfferPage(page, '/vsl3');
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        'No bots, no auto-posting, no agency. ReplyRocket hands you the conversations and the words; you spend one hour a day.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Play the product demo' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Your hour a day',
      'What our customers say',
      '50% discount',
      'Pick your plan',
      'Need help deciding?',
      'Our team sets you up',
    ]);
    await expect(main.getByRole('region', { name: 'Your hour a day' }).getByRole('listitem')).toHaveText([
      '10 minutes: read your alertsThe conversations taking off in your niche, ranked by virality, in Slack, Discord or Telegram.',
      '40 minutes: replyPick one of four drafted replies in your voice, tweak it if you like, post in one click.',
      '10 minutes: see what workedReplyRadar shows which replies earned impressions and follows.',
    ]);
    await expect(main.getByRole('list', { name: 'Results our customers see' }).getByRole('listitem')).toHaveCount(6);
    await expect(main.getByRole('complementary', { name: 'Exclusive Offer' }).locator('code')).toHaveText(
      config.promoCodes.fiftyOff,
    );
    await expect(main.getByRole('region', { name: 'Our team sets you up' })).toBeVisible();
  });

  test('/signupoffervip25: the demo on request, the VIP box with its prices and code, VIP plans, help and the team banner', async ({
    page,
  }) => {
    await page.goto('/signupoffervip25');
    const main = page.getByRole('main');
    await expect(
      main.getByText(
        'Your VIP code takes 25% off the first month of ReplyRocket Pro or Ultimate. It is already applied when you check out.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      '25% off your first month',
      'Your VIP prices',
      'Need help deciding?',
      'Our team sets you up',
    ]);
    const offer = main.getByRole('complementary', { name: 'VIP Offer' });
    await expect(offer.getByText('VIP Offer', { exact: true })).toBeVisible();
    await expect(
      offer.getByText(
        'Pro for $524 instead of $699 and Ultimate for $674 instead of $899 in your first month. Your code is already applied at checkout:',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await expect(offer.locator('code')).toHaveText(config.promoCodes.vip25);
    await expect(offer.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(
      main.getByText('The discount applies to your first month; the plan then renews at its regular monthly price.', {
        exact: true,
      }),
    ).toBeVisible();
    // Not a landing variant: the demo opens only when asked.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const play = main.getByRole('button', { name: 'Play the product demo' });
    await expectHydrated(play);
    await play.click();
    await expect(page.getByRole('dialog', { name: 'ReplyRocket product demo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNewTab(main.getByRole('link', { name: 'Book a call' }), config.bookingUrl);
    await expect(main.getByRole('region', { name: 'Our team sets you up' })).toHaveCSS(
      'background-color',
      'rgb(244, 246, 251)',
    );
  });

  test('/vsl2: the demo, opened from a section further down the page, blurs the whole screen around it', async ({
    page,
  }) => {
    await page.goto('/vsl2');
    const play = page.getByRole('main').getByRole('button', { name: 'Play the product demo' });
    await expectHydrated(play);
    await play.click();
    await expect(page.getByRole('dialog', { name: 'ReplyRocket product demo' })).toBeVisible();
    expect(await blurredAreaOutsidePopup(page)).toEqual({ viewport: true, overlapsPopup: false });
  });

  test('/vsl2 says what happens next and pushes the strategy call', async ({ page }) => {
    await page.goto('/vsl2');
    await expect(page.getByRole('heading', { name: 'What happens next', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Watch your inbox',
      'Book your strategy call',
      'Get your first alerts',
    ]);
    await expectNewTab(page.getByRole('link', { name: 'Book Your Strategy Call' }), config.bookingUrl);
    await expectNewTab(page.getByRole('link', { name: 'Chat in Telegram' }), config.telegramUrl);
  });

  test('/upgrade explains the ReplyRadar refund', async ({ page }) => {
    await page.goto('/upgrade');
    await expect(page.getByRole('region', { name: 'Your ReplyRadar month, refunded' })).toContainText(
      'Upgrade to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.',
    );
    await expect(planCard(page, 'ReplyRocket Core')).toHaveCount(0);
  });

  test('/superteam has the Exclusive Offer header and the 50% discount panel', async ({ page }) => {
    await gotoOfferPage(page, '/superteam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exclusive Offer');
    await expect(page.getByRole('complementary', { name: 'Exclusive Offer' }).getByRole('heading')).toHaveText(
      '50% discount',
    );
  });
});

test.describe('/pricing', () => {
  test("has 'Choose Your Plan', the deck and demo-call buttons and the team banner", async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expectNewTab(page.getByRole('link', { name: 'View Our Deck' }), config.deckUrl);
    await expectNewTab(page.getByRole('link', { name: 'Book a Demo Call' }), config.bookingUrl);
    await expect(page.getByRole('region', { name: 'Our team sets you up' })).toHaveCSS(
      'background-color',
      'rgb(244, 246, 251)',
    );
  });
});

test.describe('founder pages', () => {
  for (const founder of founders) {
    test(`/${founder.slug} shows ${founder.name} with photo, title, bio and buttons`, async ({ page }) => {
      await page.goto(`/${founder.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(founder.name);
      await expect(page.getByText(founder.title, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: `Portrait of ${founder.name}` })).toBeVisible();
      for (const paragraph of founderBios[founder.slug]!) await expect(page.getByText(paragraph)).toBeVisible();
      // Sample founders have no personal profiles: the buttons reach the company's channels instead.
      await expectNewTab(
        page.getByRole('main').getByRole('link', { name: 'LinkedIn (opens in a new tab)' }),
        founder.linkedInUrl ?? config.linkedInUrl,
      );
      await expectNewTab(
        page.getByRole('main').getByRole('link', { name: 'Telegram (opens in a new tab)' }),
        founder.telegramUrl ?? config.telegramUrl,
      );
      await expectNewTab(
        page.getByRole('main').getByRole('link', { name: 'Book a Demo (opens in a new tab)' }),
        config.bookingUrl,
      );
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toHaveCount(0);
    });

    test(`/${founder.slug} hides every navbar link (docs/product.md#navigation) and keeps the logo`, async ({
      page,
    }) => {
      await page.goto(`/${founder.slug}`);
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expectHydrated(navbar.getByRole('link').first());
      await expect(navbar.getByRole('link')).toHaveCount(1);
      await expect(navbar.getByRole('link').first()).toHaveAttribute('href', '/');
      for (const name of ['Features', 'Log in', 'Sign Up', 'Free Trial'])
        await expect(navbar.getByRole('link', { name })).toHaveCount(0);
      await expect(navbar.getByRole('button')).toHaveCount(0);
      await expect(navbar.locator('a[href="/#features"], a[href="/np1"]')).toHaveCount(0);
    });

    test(`/${founder.slug} plays the demo video on request, from the media bucket`, async ({ page }) => {
      await page.goto(`/${founder.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Watch the ReplyRocket demo' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const play = main.getByRole('button', { name: 'Play the product demo' });
      await expect(play.locator('picture img')).toHaveAttribute('src', /demo-poster/);
      await expectHydrated(play);
      await play.click();
      const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
      await expect(dialog).toBeVisible();
      const sources = dialog.locator('video source');
      await expect(sources).toHaveCount(4);
      // The build under test points at this run's local stack (tests/e2e/env.ts).
      const mediaUrl = (path: string) => `${E2E.backendUrl}/storage/v1/object/public/media/${path}`;
      const { demo } = config.videos;
      const expected = [
        { src: mediaUrl(demo.mp4), type: 'video/mp4', media: '(min-width: 481px)' },
        { src: mediaUrl(demo.webm), type: 'video/webm', media: '(min-width: 481px)' },
        { src: mediaUrl(demo.phone.mp4), type: 'video/mp4', media: null },
        { src: mediaUrl(demo.phone.webm), type: 'video/webm', media: null },
      ];
      expect(
        await sources.evaluateAll((elements) =>
          elements.map((source) => ({
            src: source.getAttribute('src'),
            type: source.getAttribute('type'),
            media: source.getAttribute('media'),
          })),
        ),
      ).toEqual(expected);
      const video = dialog.locator('video');
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
      // A phone in portrait plays the 960×540 rendition, a wider screen the full one (in whichever encoding).
      const rendition =
        page.viewportSize()!.width <= 480 ? { files: demo.phone, width: 960 } : { files: demo, width: 1280 };
      const played = await video.evaluate((element: HTMLVideoElement) => ({
        src: element.currentSrc,
        width: element.videoWidth,
      }));
      expect([mediaUrl(rendition.files.mp4), mediaUrl(rendition.files.webm)]).toContain(played.src);
      expect(played.width).toBe(rendition.width);
      await dialog.getByRole('button', { name: 'Close demo video' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(play).toBeFocused();
    });
  }
});

test.describe('redirect pages', () => {
  test('/demo replaces its history entry with /np1', async ({ page }) => {
    await page.goto('/pricing');
    await page.goto('/demo');
    await expect(page).toHaveURL('/np1');
    await expect(page.getByRole('dialog', { name: 'ReplyRocket product demo' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/pricing');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the redirect pages still go to /np1 (meta refresh)', async ({ page }) => {
    await page.goto('/watch');
    await expect(page).toHaveURL('/np1');
  });

  test('/np1 prerenders its prices, and not the demo popup, which could neither play nor close', async ({ page }) => {
    await page.goto('/np1');
    await expect(planCard(page, 'ReplyRocket Core')).toContainText('$249/mo');
    await expect(page.locator('dialog')).toBeHidden();
    await expect(page.locator('[data-popup-backdrop]')).toBeHidden();
  });
});

/**
 * Whether the blurred panes and the popup together cover the whole viewport, and whether any pane reaches
 * into the popup (where the video's frames would make it redraw).
 */
function blurredAreaOutsidePopup(page: Page) {
  return page.evaluate(() => {
    const rect = (element: Element) => element.getBoundingClientRect();
    const popup = rect(document.querySelector('dialog[open]')!);
    const panes = [...document.querySelectorAll('[data-popup-backdrop] > div')].map(rect);
    const covered = (x: number, y: number) =>
      [popup, ...panes].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    let viewport = true;
    for (let x = 0.5; x < innerWidth; x += 4) for (let y = 0.5; y < innerHeight; y += 4) viewport &&= covered(x, y);
    const overlapsPopup = panes.some(
      (r) =>
        Math.min(r.right, popup.right) - Math.max(r.left, popup.left) > 1 &&
        Math.min(r.bottom, popup.bottom) - Math.max(r.top, popup.top) > 1,
    );
    return { viewport, overlapsPopup };
  });
}
