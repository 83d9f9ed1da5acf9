/** Offer boxes and the help blocks around the plan cards (SPEC §2, §9). Codes come from config, prices from plans.ts. */
import { config } from '../config.ts';
import { formatPrice, priceSets, type PlanId, type PlanPrice } from './plans.ts';

export interface Offer {
  /** Small label over the box. */
  eyebrow: string;
  headline: string;
  text: string;
  promoCode: string;
}

/** The offer box's copy button and the toasts it raises. */
export const offerBoxCopy = {
  copy: 'Copy code',
  copied: 'Promo code copied to clipboard',
  /** When the clipboard refuses: the code stays on screen to select by hand. */
  copyByHand: 'Copy the code above and paste it at checkout',
};

/** /np1, /superteam and the video-sales pages: SPEC §2 "'Exclusive Offer' box". */
export const exclusiveOffer: Offer = {
  eyebrow: 'Exclusive Offer',
  headline: '50% discount',
  text: '50% off your first month on ReplyRocket and Ultimate plans. Use the promo code at checkout:',
  promoCode: config.promoCodes.fiftyOff,
};

/** The regular monthly price a discounted first month is compared with (the card's struck-through price). */
const regularPrice = (pricing: PlanPrice): string => formatPrice(pricing.was ?? pricing.then ?? pricing.price);

/**
 * The VIP box's sentence, from the same price set as the VIP cards, so a price changes in plans.ts only:
 * 'Pro for $524 instead of $699 and Ultimate for $674 instead of $899 in your first month. …'
 */
export function vipOfferText(prices: Record<PlanId, PlanPrice>): string {
  const { pro, ultimate } = prices;
  return (
    `Pro for ${formatPrice(pro.price)} instead of ${regularPrice(pro)} and Ultimate for ${formatPrice(ultimate.price)} instead of ${regularPrice(ultimate)}` +
    ' in your first month. Your code is already applied at checkout:'
  );
}

/** /signupoffervip25: SPEC §9 "25% off first month with a promo code". */
export const vipOffer: Offer = {
  eyebrow: 'VIP Offer',
  headline: '25% off your first month',
  text: vipOfferText(priceSets.vip25),
  promoCode: config.promoCodes.vip25,
};

/** SPEC §9: upgrading refunds the whole ReplyRadar payment for that month. */
export const upgradeRefund =
  'Upgrade to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.';

export const teamSupport = {
  heading: 'Our team sets you up',
  text: 'Every plan comes with real people: we help you build your lists, tune your tone of voice and answer questions on Telegram.',
  cta: 'Chat with us on Telegram',
  href: config.telegramUrl,
} as const;

export const helpDeciding = {
  heading: 'Need help deciding?',
  text: 'Book a free 20-minute call. We will look at your account and tell you which plan fits, with no pressure to buy.',
  cta: 'Book a call',
  href: config.bookingUrl,
} as const;

export const pricingLinks = {
  deck: { label: 'View Our Deck', href: config.deckUrl },
  demoCall: { label: 'Book a Demo Call', href: config.bookingUrl },
} as const;
