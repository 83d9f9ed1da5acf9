/**
 * Offer boxes and the help blocks around the plan cards (docs/product.md#prices). Codes come from config. The VIP box,
 * priced from plans.ts, is in vipOffer.ts, and the offer box's own button and toasts in offerBox.ts: this
 * module is bundled with every video-sales page's copy (vsl.ts uses it), so it stays free of both.
 */
import { config } from '../config.ts';

export interface Offer {
  /** Small label over the box. */
  eyebrow: string;
  headline: string;
  text: string;
  promoCode: string;
}

/** /np1, /superteam and the video-sales pages: the 'Exclusive Offer' box (docs/product.md#demo-and-offer-pages). */
export const exclusiveOffer: Offer = {
  eyebrow: 'Exclusive Offer',
  headline: '50% discount',
  text: '50% off your first month on ReplyRocket and Ultimate plans. Use the promo code at checkout:',
  promoCode: config.promoCodes.fiftyOff,
};

/** Upgrading refunds the whole ReplyRadar payment for that month (docs/product.md#prices). */
export const upgradeRefund = 'Upgrade to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.';

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
