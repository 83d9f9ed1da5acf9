/**
 * The VIP box of /signupoffervip25 (25% off the first month with a promo code: docs/product.md#prices). Its sentence is
 * built from the same price set as the VIP cards, so a price changes in plans.ts only. Imported by that page alone.
 */
import { config } from '../config.ts';
import type { Offer } from './offers.ts';
import { formatPrice, priceSets, type PlanId, type PlanPrice } from './plans.ts';

/** The regular monthly price a discounted first month is compared with (the card's struck-through price). */
const regularPrice = (pricing: PlanPrice): string => formatPrice(pricing.was ?? pricing.then ?? pricing.price);

/** 'Pro for $524 instead of $699 and Ultimate for $674 instead of $899 in your first month. …' */
export function vipOfferText(prices: Record<PlanId, PlanPrice>): string {
  const { pro, ultimate } = prices;
  return (
    `Pro for ${formatPrice(pro.price)} instead of ${regularPrice(pro)} and Ultimate for ${formatPrice(ultimate.price)} instead of ${regularPrice(ultimate)}` +
    ' in your first month. Your code is already applied at checkout:'
  );
}

/** /signupoffervip25: 25% off the first month with a promo code (docs/product.md#prices). */
export const vipOffer: Offer = {
  eyebrow: 'VIP Offer',
  headline: '25% off your first month',
  text: vipOfferText(priceSets.vip25),
  promoCode: config.promoCodes.vip25,
};
