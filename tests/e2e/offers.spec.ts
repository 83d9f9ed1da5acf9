import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { config } from '../../src/config.ts';
import { founders } from '../../src/content/founders.ts';
import { headingFor } from '../../src/routes/routeTable.ts';
import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { specPrices, type SpecCard } from './specPrices.ts';

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

/** Pages that open on the demo video (SPEC §4 landing variants); the page behind is inert until it closes. */
const OPENS_ON_DEMO = ['/np1', '/vsl1', '/vsl3', '/superteam'];

async function gotoOfferPage(page: Page, path: string) {
  await page.goto(path);
  if (!OPENS_ON_DEMO.includes(path)) return;
  const dialog = page.getByRole('dialog', { name: 'ReplyRocket product demo' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

test.describe('prices on every offer page match SPEC §9', () => {
  for (const [path, cards] of Object.entries(specPrices)) {
    test(`${path}: ${cards.map((card) => `${card.plan} ${card.price}`).join(', ')}`, async ({ page }) => {
      await gotoOfferPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(path));
      await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Choose / }) })).toHaveCount(cards.length);
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
  for (const path of ['/np1', '/signupoffer']) {
    test(`${path}: each plan opens its configured checkout in a new tab`, async ({ page }) => {
      await gotoOfferPage(page, path);
      for (const plan of Object.keys(checkoutBase) as SpecCard['plan'][]) {
        await expectNewTab(planCard(page, plan).getByRole('link', { name: `Choose ${plan}` }), checkoutBase[plan]);
      }
    });
  }

  test('/signupoffervip25: Pro and Ultimate carry the VIP promo code, Core does not', async ({ page }) => {
    await page.goto('/signupoffervip25');
    const withCode = (base: string) => `${base}?${config.checkoutPromoParam}=${config.promoCodes.vip25}`;
    await expectNewTab(planCard(page, 'ReplyRocket Core').getByRole('link', { name: 'Choose ReplyRocket Core' }), config.checkout.core);
    await expectNewTab(planCard(page, 'ReplyRocket Pro').getByRole('link', { name: 'Choose ReplyRocket Pro' }), withCode(config.checkout.pro));
    await expectNewTab(planCard(page, 'Ultimate').getByRole('link', { name: 'Choose Ultimate' }), withCode(config.checkout.ultimate));
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
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /.*/);
    // The overlay over the page is Radix's only other open-state element.
    await expect(page.locator('div[data-state="open"]:not([role="dialog"])')).toHaveCSS('backdrop-filter', 'blur(8px)');
    await page.mouse.wheel(0, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Close demo video' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
    await page.getByRole('heading', { name: 'Need help deciding?' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
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
    await page.getByRole('complementary', { name: 'Exclusive Offer' }).getByRole('button', { name: 'Copy code' }).click();
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
    await expect(page.getByRole('region', { name: 'Our team sets you up' })).toHaveCSS('background-color', 'rgb(11, 18, 32)');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('video-sales pages', () => {
  test('/vsl2 says what happens next and pushes the strategy call', async ({ page }) => {
    await page.goto('/vsl2');
    await expect(page.getByRole('heading', { name: 'What happens next', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(['Watch your inbox', 'Book your strategy call', 'Get your first alerts']);
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
    await expect(page.getByRole('complementary', { name: 'Exclusive Offer' }).getByRole('heading')).toHaveText('50% discount');
  });
});

test.describe('/pricing', () => {
  test("has 'Choose Your Plan', the deck and demo-call buttons and the team banner", async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    await expectNewTab(page.getByRole('link', { name: 'View Our Deck' }), config.deckUrl);
    await expectNewTab(page.getByRole('link', { name: 'Book a Demo Call' }), config.bookingUrl);
    await expect(page.getByRole('region', { name: 'Our team sets you up' })).toHaveCSS('background-color', 'rgb(244, 246, 251)');
  });
});

test.describe('founder pages', () => {
  for (const founder of founders) {
    test(`/${founder.slug} shows ${founder.name} with photo, title, bio and buttons`, async ({ page }) => {
      await page.goto(`/${founder.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(founder.name);
      await expect(page.getByText(founder.title, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: `Portrait of ${founder.name}` })).toBeVisible();
      await expect(page.getByText(founder.bio[0]!)).toBeVisible();
      await expectNewTab(page.getByRole('main').getByRole('link', { name: 'LinkedIn (opens in a new tab)' }), founder.linkedInUrl);
      await expectNewTab(page.getByRole('main').getByRole('link', { name: 'Telegram (opens in a new tab)' }), founder.telegramUrl);
      await expectNewTab(page.getByRole('main').getByRole('link', { name: 'Book a Demo (opens in a new tab)' }), config.bookingUrl);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toHaveCount(0);
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

  test('/np1 prerenders its prices', async ({ page }) => {
    await page.goto('/np1');
    await expect(planCard(page, 'ReplyRocket Core')).toContainText('$249/mo');
  });
});
