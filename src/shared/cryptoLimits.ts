/**
 * Bounds and allowed values of the crypto sign-up and its transactions, shared like ./lead.ts by the front
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
/**
 * http(s), a host, no whitespace; matched case-insensitively (`~*` in SQL, the `i` flag here). After the host
 * comes the end or one of / ? #, never a second run of characters the host's could also have matched, so a long
 * link is read in one pass instead of retried at every split. Callers check TRANSACTION_URL_MAX first.
 */
export const TRANSACTION_URL_PATTERN = '^https?://[^\\s/?#]+([/?#]\\S*)?$';
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

/**
 * A link to one transaction: `https://<explorer host>/tx/<hash>`, then at most a query and a fragment (Solana
 * Explorer's `?cluster=`). Group 1 is the host, group 2 the hash. Every run is bounded or stops at a character the
 * next part starts with, so the pattern reads a link in one pass. The migration's private.transaction_hash_of()
 * spells the same patterns (tests/backend checks it reads links as this module does).
 */
export const TRANSACTION_LINK_PATTERN = '^https://([^\\s/?#@]{1,253})/tx/([0-9A-Za-z]{1,128})([?#]\\S*)?$';
const TRANSACTION_LINK_REGEX = new RegExp(TRANSACTION_LINK_PATTERN);
/** An EVM transaction hash (Ethereum, Base): 0x and 32 bytes in hex, any case (stored in lower case). */
export const EVM_HASH_PATTERN = '^0x[0-9a-fA-F]{64}$';
const EVM_HASH_REGEX = new RegExp(EVM_HASH_PATTERN);
/** A Solana transaction signature: 64 bytes in base58 (no 0, O, I or l), 64 to 88 characters, case-sensitive. */
export const SOLANA_SIGNATURE_PATTERN = '^[1-9A-HJ-NP-Za-km-z]{64,88}$';
const SOLANA_SIGNATURE_REGEX = new RegExp(SOLANA_SIGNATURE_PATTERN);

/**
 * The transaction a link proves, normalised so one payment has one spelling (EVM hashes in lower case, Solana
 * signatures as written), or null when `url` is not a link to a transaction on one of `chain`'s explorers. The
 * length is checked before any pattern runs. One payment proves one sign-up: the database keeps each
 * (chain, hash) once.
 */
export function transactionHashOf(url: string, chain: ChainId): string | null {
  if (url.length > TRANSACTION_URL_MAX) return null;
  const match = TRANSACTION_LINK_REGEX.exec(url);
  const host = match?.[1]?.toLowerCase();
  const hash = match?.[2];
  if (host === undefined || hash === undefined) return null;
  if (!TRANSACTION_EXPLORERS[chain].some((explorer) => explorer.hosts.includes(host))) return null;
  if (chain === 'solana') return SOLANA_SIGNATURE_REGEX.test(hash) ? hash : null;
  return EVM_HASH_REGEX.test(hash) ? hash.toLowerCase() : null;
}

/**
 * What the visitor reads when a link is not one of their transaction on the chain's explorers, and when another
 * client has already sent this transaction (the form shows it under the field, update-crypto-transaction answers
 * it): in both cases the link to paste is the one to their own payment.
 */
export function explorerMessage(chain: ChainId): string {
  return `Please enter the https:// link to your transaction on ${explorerNames(chain)}.`;
}
