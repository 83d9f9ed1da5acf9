/**
 * The crypto sign-up's products and the chains a payment may be sent on (docs/product.md#crypto-sign-up). Ids come from
 * the backend's shared limits, so the form can only offer what the database accepts.
 */
import { config } from '../config.ts';
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

const LABELS: Record<CryptoProductId, string> = {
  'reply-rocket-lite': '$499/mo',
  'reply-rocket-pro': '$699/mo',
  'reply-rocket-ultimate': '$699 first month then $899/mo',
  'reply-rocket-pro-x-2': 'Ultimate x 2 (12 months), $8,400',
  'special-3-month-ultimate': '$1350 for Ultimate',
  'special-agreement': 'Other',
  'reply-rocket-lite-3mo': '$1,497',
  'reply-rocket-pro-3mo': '$2,097',
  'reply-rocket-ultimate-3mo': '$2,497 (first month $699 then $899/mo)',
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
  'reply-rocket-lite': 'ReplyRocket Lite ($499/mo)',
  'reply-rocket-pro': 'ReplyRocket Pro ($699/mo)',
  'reply-rocket-ultimate': 'ReplyRocket Ultimate ($699 first month, then $899/mo)',
  'reply-rocket-pro-x-2': '50% Off ($8,388)',
  'special-3-month-ultimate': 'Ultimate for 3 months ($1,350)',
  'special-agreement': 'Special agreement',
  'reply-rocket-lite-3mo': 'ReplyRocket Lite, 3 months ($1,497)',
  'reply-rocket-pro-3mo': 'ReplyRocket Pro, 3 months ($2,097)',
  'reply-rocket-ultimate-3mo': 'ReplyRocket Ultimate, 3 months ($2,497)',
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
