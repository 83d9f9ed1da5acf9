/** Shared by the crypto e2e specs: the local stack's admin endpoints and direct function calls. */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../src/shared/localStack.ts';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';

export const FUNCTIONS_URL = `${E2E.backendUrl}/functions/v1`;

export interface ClientRow {
  id: string;
  full_name: string;
  email: string;
  company_name: string;
  vat_tax_number: string | null;
  business_address: string;
  city: string;
  country: string;
  postcode_zip: string;
  product: string;
  terms_accepted: boolean;
}

export interface TransactionRow {
  client_id: string;
  transaction_url: string;
  chain: string;
  submission_id: string;
}

export async function rows<T>(
  request: APIRequestContext,
  table: 'crypto_clients' | 'crypto_transactions',
): Promise<T[]> {
  const response = await request.get(`${E2E.backendUrl}/_local/rows/${table}`, {
    headers: { 'x-local-admin': E2E.adminToken },
  });
  if (!response.ok()) throw new Error(`GET /_local/rows/${table}: ${response.status()}`);
  return (await response.json()) as T[];
}

export async function clientRowsFor(request: APIRequestContext, email: string): Promise<ClientRow[]> {
  return (await rows<ClientRow>(request, 'crypto_clients')).filter((row) => row.email === email);
}

export async function transactionRowsFor(request: APIRequestContext, clientId: string): Promise<TransactionRow[]> {
  return (await rows<TransactionRow>(request, 'crypto_transactions')).filter((row) => row.client_id === clientId);
}

/** A made-up client address per test: the functions' rate limit (per address) must not couple tests. */
function testAddress(): string {
  const bytes = randomUUID().replace(/-/g, '').slice(0, 6);
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

/** Creates a client through the real function, as the sign-up form would, and returns its id. */
export async function createClient(request: APIRequestContext, product: string): Promise<string> {
  const response = await request.post(`${FUNCTIONS_URL}/crypto-signup-notification`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'x-forwarded-for': testAddress() },
    data: {
      action: 'create_client',
      full_name: 'Ada Lovelace',
      email: `ada+${randomUUID()}@example.com`,
      company_name: 'Analytical Engines Ltd',
      vat_tax_number: null,
      business_address: '12 St James Square',
      city: 'London',
      country: 'United Kingdom',
      postcode_zip: 'SW1Y 4JH',
      product,
      terms_accepted: true,
    },
  });
  if (!response.ok()) throw new Error(`create_client: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { client: { id: string } };
  return body.client.id;
}

/** Sends a client's transaction through the real function, as that client's own transaction page would. */
export async function sendTransaction(
  request: APIRequestContext,
  clientId: string,
  walletSelected: 'ethereum' | 'solana' | 'base',
  transactionUrl: string,
): Promise<void> {
  const response = await request.post(`${FUNCTIONS_URL}/update-crypto-transaction`, {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'x-forwarded-for': testAddress() },
    data: { clientId, transactionUrl, walletSelected, submissionId: randomUUID() },
  });
  if (!response.ok()) throw new Error(`update-crypto-transaction: ${response.status()} ${await response.text()}`);
}

/**
 * Prepares a test's page: consent stored (the banner never covers the form) and the page's function calls
 * tagged with their own client address, as separate visitors would be, so parallel tests do not share
 * the functions' per-address rate limit.
 */
export async function preparePage(context: BrowserContext, page: Page): Promise<void> {
  await presetConsent(context);
  const address = testAddress();
  await page.route(`${FUNCTIONS_URL}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** The page hydrates, loads supabase-js and asks the backend before it shows anything: slow on a busy CI box. */
export const LOAD = { timeout: 20_000 };

/** The success page's lines about details that waited in the outbox. */
export const PENDING_LINE = 'We could not reach our server, so your transaction details are saved on this device.';
export const SENT_LINE = 'Your connection is back and your transaction details have been sent.';

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/**
 * Opens the page for a client and waits until its details are on screen: the form is there, and a test may cut
 * the network at once (nothing else is waited for: an offline submit needs nothing more).
 */
export async function openTransactionPage(page: Page, clientId: string, productName: string): Promise<void> {
  await page.goto(`/crypto-transaction/${clientId}`);
  await expect(page.getByText(`Selected product: ${productName}`)).toBeVisible(LOAD);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A link to a made-up transaction on the chain's block explorer, new on every call: one payment proves one sign-up,
 * so two tests (or two browsers) sending the same link would meet the reuse refusal.
 */
export function transactionLink(chain: 'ethereum' | 'solana' | 'base'): string {
  if (chain === 'solana') {
    return `https://solscan.io/tx/${[...randomBytes(88)].map((byte) => BASE58[byte % BASE58.length]).join('')}`;
  }
  const host = chain === 'base' ? 'basescan.org' : 'etherscan.io';
  return `https://${host}/tx/0x${randomBytes(32).toString('hex')}`;
}

/** A fresh link per chain, by the label of the chain's radio button. */
export function transactionLinks(): Record<'Ethereum (ETH)' | 'Solana (SOL)' | 'BASE', string> {
  return {
    'Ethereum (ETH)': transactionLink('ethereum'),
    'Solana (SOL)': transactionLink('solana'),
    BASE: transactionLink('base'),
  };
}

export async function fillTransaction(page: Page, chain: string, url: string): Promise<void> {
  await page.getByRole('radio', { name: chain }).check();
  await page.getByLabel('Transaction URL').fill(url);
}

/** Empties every table of the local stack and clears its faults (POST /_local/reset): faults specs only. */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${E2E.backendUrl}/_local/reset`, {
    headers: { 'x-local-admin': E2E.adminToken },
  });
  if (!response.ok()) throw new Error(`POST /_local/reset: ${response.status()}`);
}

/** The product's messages for an empty crypto sign-up form submitted with only the terms ticked, in form order. */
export const EMPTY_SIGNUP_MESSAGES = [
  'Full name must be at least 2 characters.',
  'Please enter a valid email address.',
  'Company name is required.',
  'Business address is required.',
  'City is required.',
  'Country is required.',
  'Postcode/ZIP is required.',
  'Please select a product.',
];
