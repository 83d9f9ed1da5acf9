/**
 * What stops a config from being built (README.md, "Configuration"): read by the build (vite.config.ts), never by the
 * page, so none of it ships to visitors.
 */
import { createConfig, type SiteConfig } from './config.ts';
import { CHAIN_IDS } from './shared/cryptoLimits.ts';
import { walletProblem } from './shared/walletAddresses.ts';

/** Does this config talk to a backend on this machine (the local stack of `npm start` and the tests)? */
export function usesLocalBackend(config: SiteConfig): boolean {
  const { hostname } = new URL(config.supabaseUrl);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/**
 * The values a deployment must set, each with the variable that sets it: a local default left in place there
 * takes visitors' money nowhere (a test payment link, a placeholder publishable key) or loses it (the wallets,
 * checked apart below).
 */
const DEPLOYMENT_VALUES: readonly [variable: string, value: (config: SiteConfig) => string][] = [
  ['VITE_SUPABASE_ANON_KEY', (c) => c.supabaseAnonKey],
  ['VITE_SITE_URL', (c) => c.siteUrl],
  ['VITE_CHECKOUT_CORE_URL', (c) => c.checkout.core],
  ['VITE_CHECKOUT_PRO_URL', (c) => c.checkout.pro],
  ['VITE_CHECKOUT_ULTIMATE_URL', (c) => c.checkout.ultimate],
  ['VITE_FREE_TRIAL_URL', (c) => c.freeTrialPaymentUrl],
  ['VITE_PRICING_TABLE_ID', (c) => c.pricingTable.id],
  ['VITE_STRIPE_PUBLISHABLE_KEY', (c) => c.pricingTable.publishableKey],
];

const walletProblems = { malformed: 'is not an address of its chain', burn: 'is a burn or system address', none: '' };

const WALLET_VARIABLES = { ethereum: 'VITE_WALLET_ETHEREUM', solana: 'VITE_WALLET_SOLANA', base: 'VITE_WALLET_BASE' };

/**
 * What stops this config from being built, one sentence each. Any build: a frame-ancestors entry that is not an
 * https origin (it is written into the CSP as is). A build for a deployment (a backend other than the local
 * stack): every value of DEPLOYMENT_VALUES still at its local default, and every wallet that is malformed or a
 * burn or system address (src/shared/walletAddresses.ts).
 */
export function configProblems(config: SiteConfig): string[] {
  const problems = config.embedAncestors
    .filter((entry) => !isHttpsOrigin(entry))
    .map((entry) => `VITE_EMBED_ANCESTORS: "${entry}" is not an https origin (https://host or https://host:port).`);
  if (usesLocalBackend(config)) return problems;
  const defaults = createConfig({});
  for (const [variable, value] of DEPLOYMENT_VALUES)
    if (value(config) === value(defaults))
      problems.push(`${variable} is not set: "${value(defaults)}" is a placeholder.`);
  for (const chain of CHAIN_IDS) {
    const wallet = config.wallets[chain];
    const problem =
      wallet === defaults.wallets[chain]
        ? 'is the local test wallet'
        : walletProblems[walletProblem(chain, wallet) ?? 'none'];
    if (problem) problems.push(`${WALLET_VARIABLES[chain]}: "${wallet}" ${problem}; payments sent there are lost.`);
  }
  return problems;
}

/** `https://host` or `https://host:port`, nothing else: the only form of a partner's origin the CSP may carry. */
function isHttpsOrigin(entry: string): boolean {
  if (!/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(entry)) return false;
  return URL.canParse(entry) && new URL(entry).origin === entry.toLowerCase();
}
