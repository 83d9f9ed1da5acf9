import { describe, expect, it } from 'vitest';
import { config } from '../../src/config.ts';
import { vipOffer, vipOfferText } from '../../src/content/vipOffer.ts';
import {
  checkoutUrl,
  formatPrice,
  periodLabel,
  planOffers,
  plans,
  priceSets,
  replyRadarCard,
  type PriceSetId,
} from '../../src/content/plans.ts';
import { specPrices } from '../shared/specPrices.ts';

const shown = (set: PriceSetId) =>
  planOffers(set).map(({ plan, pricing }) => ({
    plan: plan.name,
    price: `${formatPrice(pricing.price)}${periodLabel(pricing.price)}`,
    ...(pricing.was && { was: `${formatPrice(pricing.was)}${periodLabel(pricing.was)}` }),
    // biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
    ...(pricing.then && { then: `${formatPrice(pricing.then)}${periodLabel(pricing.then)}` }),
  }));

describe('plans and prices (docs/product.md#prices)', () => {
  it.each([
    ['np1', '/np1'],
    ['full', '/signupoffer'],
    ['vip25', '/signupoffervip25'],
  ] as const)('price set %s shows exactly the published prices of %s', (set, page) => {
    expect(shown(set)).toEqual(specPrices[page]);
  });

  it('the /np1-style price is half the regular one, struck through at the regular price', () => {
    for (const id of ['core', 'pro', 'ultimate'] as const) {
      const { price, was } = priceSets.np1[id];
      expect(was).toEqual(priceSets.full[id].price);
      expect(price.amount).toBe(Math.floor(priceSets.full[id].price.amount / 2));
    }
  });

  it('the VIP code takes 25% off the first month of Pro and Ultimate only, rounded down', () => {
    for (const id of ['pro', 'ultimate'] as const) {
      const vip = priceSets.vip25[id];
      expect(vip.price.amount).toBe(Math.floor(priceSets.full[id].price.amount * 0.75));
      expect(vip.then).toEqual(priceSets.full[id].price);
      expect(vip.promoCode).toBe(config.promoCodes.vip25);
    }
    expect(priceSets.vip25.core).toEqual(priceSets.full.core);
  });

  it('checkout links are the configured ones; the VIP ones carry the promo code', () => {
    for (const set of ['np1', 'full'] as const) {
      expect(planOffers(set).map((offer) => offer.checkoutUrl)).toEqual([
        config.checkout.core,
        config.checkout.pro,
        config.checkout.ultimate,
      ]);
    }
    const [core, pro, ultimate] = planOffers('vip25');
    expect(core!.checkoutUrl).toBe(config.checkout.core);
    for (const [offer, base] of [
      [pro!, config.checkout.pro],
      [ultimate!, config.checkout.ultimate],
    ] as const) {
      const url = new URL(offer.checkoutUrl);
      expect(`${url.origin}${url.pathname}`).toBe(base);
      expect(url.searchParams.get(config.checkoutPromoParam)).toBe(config.promoCodes.vip25);
    }
  });

  it('encodes the promo code as a query parameter', () => {
    const url = new URL(checkoutUrl('pro', 'CODE 1'));
    expect(url.searchParams.get(config.checkoutPromoParam)).toBe('CODE 1');
  });

  it('formats thousands with a separator', () => {
    const usd = (amount: number) => formatPrice({ amount, currency: 'USD', period: 'month' });
    expect([usd(8388), usd(499), usd(1000), usd(1250000)]).toEqual(['$8,388', '$499', '$1,000', '$1,250,000']);
  });

  it('lists every published feature, with Pro marked Most popular', () => {
    expect(plans.core.features).toEqual(
      expect.arrayContaining([
        'ReplyRadar Analytics',
        '1K trending reply alerts per month',
        'Track 200+ X accounts',
        'AI Learning',
      ]),
    );
    expect(plans.pro.features).toEqual(
      expect.arrayContaining([
        '3K trending reply alerts per month',
        'Track 500+ X accounts',
        '1 day of consulting on list building and tone of voice',
      ]),
    );
    expect(plans.ultimate.features).toEqual(
      expect.arrayContaining(['Everything in ReplyRocket Pro', 'Trend Alerts', 'ReplyRadar Analytics']),
    );
    expect(plans.pro.badge).toBe('Most popular');
    expect(plans.core.badge).toBeUndefined();
  });

  it('has exactly the published feature list of each plan, in order', () => {
    expect(plans.core.features).toEqual([
      'ReplyRadar Analytics',
      '1K trending reply alerts per month',
      'Track 200+ X accounts',
      '4 contextual replies per alert',
      'Virality score ranking',
      'Your own lists',
      'AI Learning',
    ]);
    expect(plans.pro.features).toEqual([
      'ReplyRadar Analytics plus optimisation',
      '3K trending reply alerts per month',
      'Track 500+ X accounts',
      '4 contextual replies per alert',
      'Virality score ranking',
      '1 day of consulting on list building and tone of voice',
      'AI Learning',
    ]);
    expect(plans.ultimate.features).toEqual([
      'Everything in ReplyRocket Pro',
      'Trend Alerts',
      'Social Craft Tweets: 5 tweet ideas per day',
      'ReplyRadar Analytics',
    ]);
    expect(replyRadarCard.features).toEqual([
      'Reply performance across all your X accounts',
      "Competitors' reply behaviour",
      'Watchlists of up to 20 handles',
      'Included in every ReplyRocket plan',
    ]);
    expect(Object.values(plans).map((plan) => plan.name)).toEqual(['ReplyRocket Core', 'ReplyRocket Pro', 'Ultimate']);
  });
});

describe('the VIP offer box (docs/product.md#prices)', () => {
  it('reads the published VIP prices', () => {
    expect(vipOffer.text).toBe(
      'Pro for $524 instead of $699 and Ultimate for $674 instead of $899 in your first month. Your code is already applied at checkout:',
    );
    expect(vipOffer.promoCode).toBe(config.promoCodes.vip25);
  });

  it('takes its prices from the price set, so a price changes in one place', () => {
    const changed = {
      ...priceSets.vip25,
      pro: {
        ...priceSets.vip25.pro,
        price: { ...priceSets.vip25.pro.price, amount: 1049 },
        was: { ...priceSets.vip25.pro.was!, amount: 1399 },
      },
    };
    expect(vipOfferText(changed)).toBe(
      'Pro for $1,049 instead of $1,399 and Ultimate for $674 instead of $899 in your first month. Your code is already applied at checkout:',
    );
    expect(vipOfferText(priceSets.vip25)).toBe(vipOffer.text);
  });
});
