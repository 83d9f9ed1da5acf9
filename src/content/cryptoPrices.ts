/**
 * What each product of the crypto sign-up costs (docs/product.md#crypto-sign-up), beside plans.ts and built on its
 * prices: its monthly plans are the regular prices (Lite is Core), Ultimate's first month is cheaper when paid in
 * crypto, the three-month plans are three such months, and the two deals have prices of their own. A module of its
 * own so the pages with plan cards do not carry it.
 */
import { priceSets, usd } from './plans.ts';

const regular = priceSets.full;
const cryptoUltimateFirstMonth = usd(699, 'first month');
export const cryptoPrices = {
  lite: regular.core.price,
  pro: regular.pro.price,
  ultimate: regular.ultimate.price,
  ultimateFirstMonth: cryptoUltimateFirstMonth,
  liteThreeMonths: usd(3 * regular.core.price.amount),
  proThreeMonths: usd(3 * regular.pro.price.amount),
  ultimateThreeMonths: usd(cryptoUltimateFirstMonth.amount + 2 * regular.ultimate.price.amount),
  /** The 3-month Ultimate deal. */
  ultimateThreeMonthDeal: usd(1350),
  /** Two Ultimate seats for 12 months, as the sign-up lists it. */
  ultimateTwiceForAYear: usd(8400),
  /** The same deal as the transaction page names it, half the monthly Pro price for a year ('50% Off'). */
  ultimateTwiceForAYearHalfOff: usd(12 * regular.pro.price.amount),
} as const;
