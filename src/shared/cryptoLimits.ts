/**
 * Bounds and allowed values of the crypto sign-up and its transactions, shared like ./leadLimits.ts by the front
 * end's zod schemas, the edge functions and (copied by hand, checked by tests/backend) the database's check
 * constraints. A module of its own so that the lead pages, whose entry ships the lead limits, do not carry them.
 */

/**
 * The WHATWG URL parser: a global in every runtime that loads this module (browsers, the service worker, Deno,
 * Node) but in no ECMAScript library, so declared here, only as far as this module uses it. That keeps
 * src/shared/tsconfig.json free of the DOM's and Node's types.
 */
declare const URL: {
  canParse(url: string): boolean;
  new (
    url: string,
  ): { readonly protocol: string; readonly hostname: string; readonly username: string; readonly password: string };
};

export const CRYPTO_CLIENT_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 200,
  emailMax: 254,
  companyNameMax: 200,
  vatTaxNumberMax: 64,
  businessAddressMax: 500,
  cityMax: 200,
  countryMax: 200,
  postcodeZipMax: 32,
} as const;

export const TRANSACTION_URL_MAX = 2048;
/** http(s), a host, no whitespace; matched case-insensitively (`~*` in SQL, the `i` flag here). */
export const TRANSACTION_URL_PATTERN = '^https?://[^\\s/?#]+\\S*$';
export const TRANSACTION_URL_REGEX = new RegExp(TRANSACTION_URL_PATTERN, 'i');

/** Products offered on /signup-with-crypto (docs/product.md#crypto-sign-up). */
export const MONTHLY_PRODUCT_IDS = [
  'reply-rocket-lite',
  'reply-rocket-pro',
  'reply-rocket-ultimate',
  'reply-rocket-pro-x-2',
  'special-3-month-ultimate',
  'special-agreement',
] as const;

/** Products offered on /signupwithcrypto (docs/product.md#crypto-sign-up). */
export const THREE_MONTH_PRODUCT_IDS = [
  'reply-rocket-lite-3mo',
  'reply-rocket-pro-3mo',
  'reply-rocket-ultimate-3mo',
  'special-agreement',
] as const;

/** Every product id `crypto_clients.product` accepts. */
export const CRYPTO_PRODUCT_IDS: readonly CryptoProductId[] = [
  ...new Set([...MONTHLY_PRODUCT_IDS, ...THREE_MONTH_PRODUCT_IDS]),
];
export type CryptoProductId = (typeof MONTHLY_PRODUCT_IDS)[number] | (typeof THREE_MONTH_PRODUCT_IDS)[number];

export const CHAIN_IDS = ['ethereum', 'solana', 'base'] as const;
export type ChainId = (typeof CHAIN_IDS)[number];

/**
 * The block explorers a transaction link may point to, per chain. The link reaches Slack under "verify it,
 * then activate the subscription", so a link anywhere else (a look-alike page, a phishing site) is refused by
 * the form and by update-crypto-transaction alike. Hosts match exactly; the link must be https.
 */
export const TRANSACTION_EXPLORERS: Record<ChainId, readonly { name: string; hosts: readonly string[] }[]> = {
  ethereum: [{ name: 'Etherscan', hosts: ['etherscan.io', 'www.etherscan.io'] }],
  solana: [
    { name: 'Solscan', hosts: ['solscan.io', 'www.solscan.io'] },
    { name: 'Solana Explorer', hosts: ['explorer.solana.com'] },
  ],
  base: [{ name: 'BaseScan', hosts: ['basescan.org', 'www.basescan.org'] }],
};

/** Is `url` an https link on one of `chain`'s explorers? `url` must already parse (TRANSACTION_URL_REGEX). */
export function isExplorerUrl(url: string, chain: ChainId): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname, username, password } = new URL(url);
  // Credentials in a link (https://etherscan.io@evil.example) only serve to make it read as something else.
  if (protocol !== 'https:' || username !== '' || password !== '') return false;
  return TRANSACTION_EXPLORERS[chain].some((explorer) => explorer.hosts.includes(hostname));
}

/** "Etherscan", "Solscan or Solana Explorer": the explorers of a chain, for messages. */
export function explorerNames(chain: ChainId): string {
  return TRANSACTION_EXPLORERS[chain].map((explorer) => explorer.name).join(' or ');
}
