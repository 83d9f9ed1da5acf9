/** A build for a deployment refuses placeholder values; `npm start` and the tests keep their local defaults. */
import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from '../../src/config.ts';
import { configProblems } from '../../src/configChecks.ts';
import { walletProblem } from '../../src/shared/walletAddresses.ts';
import viteConfig from '../../vite.config.ts';

const HOSTED = { VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co' };

/** Every value a deployment must set, with real-looking values. */
const DEPLOYABLE = {
  ...HOSTED,
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl',
  VITE_SITE_URL: 'https://replyrocket.io',
  VITE_CHECKOUT_CORE_URL: 'https://buy.stripe.com/core123',
  VITE_CHECKOUT_PRO_URL: 'https://buy.stripe.com/pro123',
  VITE_CHECKOUT_ULTIMATE_URL: 'https://buy.stripe.com/ultimate123',
  VITE_FREE_TRIAL_URL: 'https://buy.stripe.com/trial123',
  VITE_PRICING_TABLE_ID: 'prctbl_1Abc',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc',
  VITE_WALLET_ETHEREUM: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  VITE_WALLET_SOLANA: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
};

/** A deployment whose wallets were never set: the local test wallets must not reach it. */
const LOCAL_WALLETS = createConfig({}).wallets;

describe('configProblems', () => {
  it('finds nothing in the local defaults that npm start and the tests build with', () => {
    expect(configProblems(createConfig({}))).toEqual([]);
  });

  it('names every placeholder a deployment left in place, wallets first among the money', () => {
    const problems = configProblems(createConfig(HOSTED)).join('\n');
    for (const variable of [
      'VITE_SUPABASE_ANON_KEY',
      'VITE_SITE_URL',
      'VITE_CHECKOUT_CORE_URL',
      'VITE_CHECKOUT_PRO_URL',
      'VITE_CHECKOUT_ULTIMATE_URL',
      'VITE_FREE_TRIAL_URL',
      'VITE_PRICING_TABLE_ID',
      'VITE_STRIPE_PUBLISHABLE_KEY',
      'VITE_WALLET_ETHEREUM',
      'VITE_WALLET_SOLANA',
      'VITE_WALLET_BASE',
    ])
      expect(problems).toContain(variable);
  });

  it('passes a deployment that set every value, Base sharing the Ethereum address', () => {
    expect(configProblems(createConfig(DEPLOYABLE))).toEqual([]);
  });

  it('refuses the local test wallets in a deployment', () => {
    const { VITE_WALLET_ETHEREUM: _, VITE_WALLET_SOLANA: __, ...unset } = DEPLOYABLE;
    expect(configProblems(createConfig(unset))).toEqual([
      `VITE_WALLET_ETHEREUM: "${LOCAL_WALLETS.ethereum}" is the local test wallet; payments sent there are lost.`,
      `VITE_WALLET_SOLANA: "${LOCAL_WALLETS.solana}" is the local test wallet; payments sent there are lost.`,
      `VITE_WALLET_BASE: "${LOCAL_WALLETS.base}" is the local test wallet; payments sent there are lost.`,
    ]);
  });

  it('refuses a malformed or burn wallet in a deployment', () => {
    const problems = configProblems(
      createConfig({
        ...DEPLOYABLE,
        VITE_WALLET_ETHEREUM: '0x000000000000000000000000000000000000dEaD',
        VITE_WALLET_BASE: '0x71C7656EC7ab88b098defB751B7401B5f6d8976',
        VITE_WALLET_SOLANA: 'Sysvar1nstructions1111111111111111111111111',
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^VITE_WALLET_ETHEREUM: .* is a burn or system address/),
      expect.stringMatching(/^VITE_WALLET_SOLANA: .* is a burn or system address/),
      expect.stringMatching(/^VITE_WALLET_BASE: .* is not an address of its chain/),
    ]);
  });

  it('lets only https origins into frame-ancestors, in any build', () => {
    const problems = configProblems(
      createConfig({
        VITE_EMBED_ANCESTORS:
          "https://partner.example, *, http://partner.example, https://a.example; script-src 'unsafe-inline'",
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining('"*" is not an https origin'),
      expect.stringContaining('"http://partner.example" is not an https origin'),
      expect.stringContaining(`"https://a.example; script-src 'unsafe-inline'" is not an https origin`),
    ]);
  });
});

describe('walletProblem', () => {
  it.each([
    ['ethereum', '0x0000000000000000000000000000000000000000', 'burn'],
    ['base', '0x0000000000000000000000000000000000000004', 'burn'],
    ['base', '0x4200000000000000000000000000000000000016', 'burn'],
    ['ethereum', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 'burn'],
    ['ethereum', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', null],
    ['ethereum', '71C7656EC7ab88b098defB751B7401B5f6d8976F', 'malformed'],
    ['solana', '11111111111111111111111111111111', 'burn'],
    ['solana', '1nc1nerator11111111111111111111111111111111', 'burn'],
    ['solana', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'burn'],
    ['solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', null],
    ['solana', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'malformed'],
  ] as const)('%s %s: %s', (chain, address, problem) => {
    expect(walletProblem(chain, address)).toBe(problem);
  });
});

describe('the build', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
  const configFor = (command: 'build' | 'serve') =>
    (viteConfig as (env: { mode: string; command: 'build' | 'serve' }) => unknown)({ mode: 'production', command });

  it('stops for a hosted backend with placeholder values, naming them', () => {
    Object.assign(process.env, HOSTED);
    expect(() => configFor('build')).toThrow(
      /VITE_WALLET_ETHEREUM[\s\S]*VITE_STRIPE_PUBLISHABLE_KEY|VITE_STRIPE_PUBLISHABLE_KEY[\s\S]*VITE_WALLET_ETHEREUM/,
    );
  });

  it('goes ahead for the local stack and for a complete deployment', () => {
    expect(configFor('build')).toBeTruthy();
    Object.assign(process.env, DEPLOYABLE);
    expect(configFor('build')).toBeTruthy();
  });
});
