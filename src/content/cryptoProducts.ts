/**
 * The crypto sign-up's products and the chains a payment may be sent on (docs/product.md#crypto-sign-up). Ids come from
 * the backend's shared limits, so the form can only offer what the database accepts.
 */
import { config } from '../config.ts';
import type { PageMeta, PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';
import { cryptoPrices } from './cryptoPrices.ts';
import { formatPrice, type Price } from './plans.ts';
import {
  CHAIN_IDS,
  type ChainId,
  type CryptoProductId,
  MONTHLY_PRODUCT_IDS,
  THREE_MONTH_PRODUCT_IDS,
} from '../shared/cryptoLimits.ts';

export { CHAIN_IDS, type ChainId, type CryptoProductId };

export interface ProductOption {
  id: CryptoProductId;
  /** The label in the sign-up form's product select, exactly as the product's offer reads (docs/product.md#prices). */
  label: string;
}

const price = cryptoPrices;
const monthly = (amount: Price) => `${formatPrice(amount)}/mo`;
const ultimateMonths = `${formatPrice(price.ultimateFirstMonth)} first month then ${monthly(price.ultimate)}`;

/** Every amount comes from cryptoPrices.ts, built on plans.ts: a price changes there and nowhere else. */
const LABELS: Record<CryptoProductId, string> = {
  'reply-rocket-lite': monthly(price.lite),
  'reply-rocket-pro': monthly(price.pro),
  'reply-rocket-ultimate': ultimateMonths,
  'reply-rocket-pro-x-2': `Ultimate x 2 (12 months), ${formatPrice(price.ultimateTwiceForAYear)}`,
  'special-3-month-ultimate': `${formatPrice(price.ultimateThreeMonthDeal, { grouped: false })} for Ultimate`,
  'special-agreement': 'Other',
  'reply-rocket-lite-3mo': formatPrice(price.liteThreeMonths),
  'reply-rocket-pro-3mo': formatPrice(price.proThreeMonths),
  'reply-rocket-ultimate-3mo': `${formatPrice(price.ultimateThreeMonths)} (first month ${formatPrice(price.ultimateFirstMonth)} then ${monthly(price.ultimate)})`,
};

const options = (ids: readonly CryptoProductId[]): ProductOption[] => ids.map((id) => ({ id, label: LABELS[id] }));

/** /signup-with-crypto offers the monthly plans; /signupwithcrypto the three-month ones. */
export const PRODUCT_LISTS = {
  '/signup-with-crypto': options(MONTHLY_PRODUCT_IDS),
  '/signupwithcrypto': options(THREE_MONTH_PRODUCT_IDS),
} as const;

export type CryptoSignupPath = keyof typeof PRODUCT_LISTS;

/** The product list for a sign-up path; any other path gets the monthly list, the main sign-up route's. */
export function productsFor(pathname: string): ProductOption[] {
  const path = pathname.replace(/\/+$/, '');
  return path === '/signupwithcrypto' ? PRODUCT_LISTS['/signupwithcrypto'] : PRODUCT_LISTS['/signup-with-crypto'];
}

/** How the transaction page names the product the client chose (docs/product.md#prices). */
const DISPLAY_NAMES: Record<CryptoProductId, string> = {
  'reply-rocket-lite': `ReplyRocket Lite (${monthly(price.lite)})`,
  'reply-rocket-pro': `ReplyRocket Pro (${monthly(price.pro)})`,
  'reply-rocket-ultimate': `ReplyRocket Ultimate (${formatPrice(price.ultimateFirstMonth)} first month, then ${monthly(price.ultimate)})`,
  'reply-rocket-pro-x-2': `50% Off (${formatPrice(price.ultimateTwiceForAYearHalfOff)})`,
  'special-3-month-ultimate': `Ultimate for 3 months (${formatPrice(price.ultimateThreeMonthDeal)})`,
  'special-agreement': 'Special agreement',
  'reply-rocket-lite-3mo': `ReplyRocket Lite, 3 months (${formatPrice(price.liteThreeMonths)})`,
  'reply-rocket-pro-3mo': `ReplyRocket Pro, 3 months (${formatPrice(price.proThreeMonths)})`,
  'reply-rocket-ultimate-3mo': `ReplyRocket Ultimate, 3 months (${formatPrice(price.ultimateThreeMonths)})`,
};

export const UNKNOWN_PRODUCT = 'Unknown Product';

/** An unknown id is shown as is (a product added on the server first); a missing one as 'Unknown Product'. */
export function productDisplayName(product: string | null | undefined): string {
  if (!product) return UNKNOWN_PRODUCT;
  return Object.hasOwn(DISPLAY_NAMES, product) ? DISPLAY_NAMES[product as CryptoProductId] : product;
}

export interface Chain {
  id: ChainId;
  label: string;
  /** The receiving address for payments on this chain. */
  wallet: string;
}

const CHAIN_LABELS: Record<ChainId, string> = {
  ethereum: 'Ethereum (ETH)',
  solana: 'Solana (SOL)',
  base: 'BASE',
};

export const CHAINS: Chain[] = CHAIN_IDS.map((id) => ({ id, label: CHAIN_LABELS[id], wallet: config.wallets[id] }));

export function chainById(id: string | undefined): Chain | undefined {
  return CHAINS.find((chain) => chain.id === id);
}

/**
 * The crypto pages' titles and descriptions (src/routes/routeMeta.ts); the sign-up's two paths offer different plans,
 * so each has its own, as each has its product list.
 */
export const meta = (): PageMetas => ({
  CryptoSignupPage: {
    byPath: {
      '/signup-with-crypto': {
        title: `Sign up and pay with crypto | ${brand.product}`,
        description: `Sign up to ${brand.product} and pay in ETH, SOL or on Base.`,
      },
      '/signupwithcrypto': {
        title: `Three-month plans with crypto | ${brand.product}`,
        description: `Sign up to a three-month ${brand.product} plan and pay in ETH, SOL or on Base.`,
      },
    } satisfies Record<CryptoSignupPath, PageMeta>,
  },
  CryptoTransactionPage: { description: 'Send your payment and tell us the transaction.' },
  CryptoSuccessPage: {
    title: `Payment received | ${brand.product}`,
    description: 'We will verify your payment and activate your subscription.',
  },
});
