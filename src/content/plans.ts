/**
 * Every plan, price and feature list (docs/product.md#prices), in one place: a price changes here and nowhere else.
 * Pages pick a price set (the /np1-style half-price first month, the full-price signup offer, the VIP 25 code)
 * and get the cards to render, each with its checkout link.
 */
import { config } from '../config.ts';

export type PlanId = 'core' | 'pro' | 'ultimate';

export interface Plan {
  id: PlanId;
  name: string;
  /** Short ribbon over the card ('Most popular'). */
  badge?: string;
  summary: string;
  features: string[];
}

export const plans: Record<PlanId, Plan> = {
  core: {
    id: 'core',
    name: 'ReplyRocket Core',
    summary: 'Everything you need to start growing with replies.',
    features: [
      'ReplyRadar Analytics',
      '1K trending reply alerts per month',
      'Track 200+ X accounts',
      '4 contextual replies per alert',
      'Virality score ranking',
      'Your own lists',
      'AI Learning',
    ],
  },
  pro: {
    id: 'pro',
    name: 'ReplyRocket Pro',
    badge: 'Most popular',
    summary: 'More alerts, more accounts, and a day of hands-on set-up.',
    features: [
      'ReplyRadar Analytics plus optimisation',
      '3K trending reply alerts per month',
      'Track 500+ X accounts',
      '4 contextual replies per alert',
      'Virality score ranking',
      '1 day of consulting on list building and tone of voice',
      'AI Learning',
    ],
  },
  ultimate: {
    id: 'ultimate',
    name: 'Ultimate',
    summary: 'The whole toolset: replies, trends and ready-to-post tweets.',
    features: [
      'Everything in ReplyRocket Pro',
      'Trend Alerts',
      'Social Craft Tweets: 5 tweet ideas per day',
      'ReplyRadar Analytics',
    ],
  },
};

/** The Ultimate section's list, in the product's order (home page and offer pages; docs/product.md#home). */
export const ultimateHighlights: string[] = [
  'Analytics and optimisation',
  '100 trending reply alerts per day',
  'Tracking of 500+ X accounts',
  '4 contextual replies per alert',
  'Virality score ranking',
  '1 day of consulting on list building and tone of voice',
  'Trend alerts',
  'Social craft tweets',
  'AI learning',
];

export interface Price {
  /** Whole US dollars. */
  amount: number;
  currency: 'USD';
  /** What the amount buys: every month, or the first month only (then `then` per month). */
  period: 'month' | 'first month';
}

export interface PlanPrice {
  price: Price;
  /** Struck-through regular price, when the card shows a discount. */
  was?: Price;
  /** Monthly price after a first-month discount. */
  then?: Price;
  /** Promo code prefilled in the checkout link. */
  promoCode?: string;
}

/** A price in whole US dollars. */
export const usd = (amount: number, period: Price['period'] = 'month'): Price => ({ amount, currency: 'USD', period });

export type PriceSetId = 'np1' | 'full' | 'vip25';

/**
 * Per page (docs/product.md#prices): the /np1-style pages show the half-price month against the regular price; the
 * signup offer pages show the regular price; the VIP 25 page takes 25% off the first month of Pro and Ultimate
 * (the published figures, rounded down to whole dollars). Core is not part of the VIP code, so it keeps its price.
 */
export const priceSets: Record<PriceSetId, Record<PlanId, PlanPrice>> = {
  np1: {
    core: { price: usd(249), was: usd(499) },
    pro: { price: usd(349), was: usd(699) },
    ultimate: { price: usd(449), was: usd(899) },
  },
  full: {
    core: { price: usd(499) },
    pro: { price: usd(699) },
    ultimate: { price: usd(899) },
  },
  vip25: {
    core: { price: usd(499) },
    // biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
    pro: { price: usd(524, 'first month'), was: usd(699), then: usd(699), promoCode: config.promoCodes.vip25 },
    // biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
    ultimate: { price: usd(674, 'first month'), was: usd(899), then: usd(899), promoCode: config.promoCodes.vip25 },
  },
};

export interface PlanOffer {
  plan: Plan;
  pricing: PlanPrice;
  checkoutUrl: string;
  /** The checkout button's text, unique per card so each link says where it goes. */
  ctaLabel: string;
}

/** The card checkout link, with a promo code prefilled when the offer carries one (docs/product.md#prices). */
export function checkoutUrl(planId: PlanId, promoCode?: string): string {
  const base = config.checkout[planId];
  if (!promoCode) return base;
  const url = new URL(base);
  url.searchParams.set(config.checkoutPromoParam, promoCode);
  return url.toString();
}

const planOrder: PlanId[] = ['core', 'pro', 'ultimate'];

/** The three cards of a page, in order, with their prices and checkout links. */
export function planOffers(set: PriceSetId): PlanOffer[] {
  return planOrder.map((id) => {
    const pricing = priceSets[set][id];
    return {
      plan: plans[id],
      pricing,
      checkoutUrl: checkoutUrl(id, pricing.promoCode),
      ctaLabel: `Choose ${plans[id].name}`,
    };
  });
}

/**
 * '$1,350': whole dollars with thousands separators, the same on server and client; `grouped: false` writes '$1350',
 * as one label of the crypto sign-up does.
 */
// Plain string work rather than a module-level Intl.NumberFormat: prices are whole dollars, so a regex gives the
// same text on server and client, and loading the module no longer builds a formatter (a page's first Intl
// formatter loads ICU's number data).
export function formatPrice(price: Price, { grouped = true } = {}): string {
  const digits = String(price.amount);
  return `$${grouped ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits}`;
}

/** The period suffix shown after an amount: '/mo' or ' first month'. */
export function periodLabel(price: Price): string {
  return price.period === 'month' ? '/mo' : ' first month';
}

/** The ReplyRadar Analytics card: a paid tool with a free 7-day trial (docs/product.md#prices). */
export const replyRadarCard = {
  name: 'ReplyRadar Analytics',
  summary: 'Track every reply across your X accounts and see what works.',
  features: [
    'Reply performance across all your X accounts',
    "Competitors' reply behaviour",
    'Watchlists of up to 20 handles',
    'Included in every ReplyRocket plan',
  ],
  priceNote: 'Free for 7 days',
  cta: 'Start your free 7-day trial',
  trialUrl: config.freeTrialPaymentUrl,
} as const;
