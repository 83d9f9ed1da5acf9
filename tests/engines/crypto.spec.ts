import { startApp } from './appStart.ts';
/**
 * The crypto journey in WebKit and Firefox, from the sign-up form to the thank-you page: what the visitor is
 * told on each step, and what the database holds (one client, exactly one transaction).
 */
import { randomUUID } from 'node:crypto';
import { config } from '../../src/config.ts';
import { headingFor } from '../../src/routes/routeTable.ts';
import { clientRowsFor, EMPTY_SIGNUP_MESSAGES, transactionLink, transactionRowsFor } from '../e2e/cryptoHelpers.ts';
import type { EnginePage } from './enginePage.ts';
import { expect, test } from './fixtures.ts';
import type { ProxiedRequest } from './loopbackProxy.ts';

/** A step that waits on a lazy chunk and a function's round trip: slow on a shared two-core machine. */
const ROUND_TRIP = { timeout: 20_000 };

const SUCCESS_STEPS = [
  'Our team verifies your payment on the blockchain.',
  'We activate your subscription.',
  'We send you a confirmation email.',
];

interface Journey {
  path: string;
  product: { id: string; label: string; name: string };
  chain: { id: 'ethereum' | 'solana' | 'base'; label: string; wallet: string };
  /** A link on another chain's explorer, which the chosen chain must refuse, and what the refusal says. */
  wrongUrl: string;
  refusal: string;
}

/** One journey per sign-up route, each paying on a different chain with a link on that chain's explorer (src/shared/cryptoLimits.ts). */
const JOURNEYS: Journey[] = [
  {
    path: '/signup-with-crypto',
    product: { id: 'reply-rocket-pro', label: '$699/mo', name: 'ReplyRocket Pro ($699/mo)' },
    chain: {
      id: 'base',
      label: 'BASE',
      wallet: config.wallets.base,
    },
    wrongUrl: 'https://etherscan.io/tx/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    refusal: 'Please enter the https:// link to your transaction on BaseScan.',
  },
  {
    path: '/signupwithcrypto',
    product: {
      id: 'reply-rocket-ultimate-3mo',
      label: '$2,497 (first month $699 then $899/mo)',
      name: 'ReplyRocket Ultimate, 3 months ($2,497)',
    },
    chain: {
      id: 'solana',
      label: 'Solana (SOL)',
      wallet: config.wallets.solana,
    },
    wrongUrl: 'https://basescan.org/tx/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    refusal: 'Please enter the https:// link to your transaction on Solscan or Solana Explorer.',
  },
];

/**
 * Picks an option of a native select the way each engine's driver can, both real input: WebDriver's click on
 * an <option> selects it (WebKit), while puppeteer's BiDi click needs a box that an option of a closed select
 * does not have, so in Firefox the focused select is typed into, as a keyboard user picks an option.
 */
async function choose(tab: EnginePage, id: string, value: string, label: string): Promise<void> {
  if (tab.engine === 'webkit') await tab.click({ css: `#${id} option[value="${value}"]`, hidden: true });
  else await tab.fill({ css: `#${id}` }, label);
  await expect.poll(() => tab.value({ css: `#${id}` })).toBe(value);
}

/**
 * The form's code has hydrated the prerendered form (src/forms/untilLive.ts marks it). Waited for before any press,
 * so the journey checks what the live form does with what was typed before it came (a press that spans its arrival
 * is tested in Chromium, tests/e2e/cryptoSignup.mobile.spec.ts).
 */
function liveFormArrived(tab: EnginePage): Promise<boolean> {
  return tab.evaluate(() => document.querySelector('main form[data-live]') !== null);
}

/** The submit button's disabled state, read from the page (the harness reads no attributes). */
function submitDisabled(tab: EnginePage, name: string): Promise<boolean | null> {
  return tab.evaluate((text) => {
    const button = [...document.querySelectorAll('main button')].find(
      (element) => element.textContent?.trim() === text,
    );
    return button ? (button as HTMLButtonElement).disabled : null;
  }, name);
}

/** The function calls the page made, by name and method (the preflights aside). */
function calls(log: ProxiedRequest[], name: string): ProxiedRequest[] {
  return log.filter((entry) => entry.method === 'POST' && entry.url.includes(`/functions/v1/${name}`));
}

test.describe.configure({ timeout: 120_000 });

for (const journey of JOURNEYS) {
  test(`${journey.path}: the form's messages, one client, its transaction page, a ${journey.chain.label} link checked and saved once, the thank-you page`, async ({
    tab,
    loopback,
    request,
  }) => {
    await tab.goto(journey.path);
    await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe('Sign up to ReplyRocket Tools');
    await expect.poll(() => submitDisabled(tab, 'Continue to payment')).toBe(true);

    // The first touch loads the form's code, which hydrates the page's form in place. Typing goes on as it comes;
    // no press is made until it has (see liveFormArrived).
    await startApp(tab);
    await tab.fill({ label: 'Full name' }, 'G');
    await expect.poll(() => liveFormArrived(tab), ROUND_TRIP).toBe(true);
    expect(await tab.value({ label: 'Full name' })).toBe('G');
    // Only the live form checks a field as it is left.
    await tab.fill({ label: 'Email' }, 'grace@example');
    await expect.poll(() => tab.count({ text: 'Full name must be at least 2 characters.' })).toBe(1);
    // Email is left by the press on the terms box: the message that brings must not move the box from under it.
    await tab.click({ label: 'I accept the Terms of Service and Privacy Policy' });
    await expect.poll(() => tab.count({ text: 'Please enter a valid email address.' })).toBe(1);
    await expect.poll(() => submitDisabled(tab, 'Continue to payment')).toBe(false);
    await tab.fill({ label: 'VAT / tax number' }, 'GB123456789');
    await tab.click({ role: 'button', name: 'Continue to payment' });
    for (const message of EMPTY_SIGNUP_MESSAGES)
      await expect.poll(() => tab.count({ text: message }), { message }).toBe(1);
    expect(calls(loopback.log, 'crypto-signup-notification')).toEqual([]);

    const email = `engine+${randomUUID()}@example.com`;
    await tab.fill({ label: 'Full name' }, 'Grace Hopper');
    await tab.fill({ label: 'Email' }, email);
    await tab.fill({ label: 'Company name' }, 'Compilers Inc');
    await tab.fill({ label: 'Business address' }, '1 Harbour Street');
    await tab.fill({ label: 'City' }, 'Arlington');
    await tab.fill({ label: 'Postcode/ZIP' }, '22201');
    await choose(tab, 'crypto-country', 'United States', 'United States');
    await choose(tab, 'crypto-product', journey.product.id, journey.product.label);
    // The messages go as the fields are corrected.
    await expect.poll(() => tab.count({ text: 'Full name must be at least 2 characters.' })).toBe(0);
    await expect.poll(() => tab.count({ text: 'Please select a product.' })).toBe(0);
    await tab.click({ role: 'button', name: 'Continue to payment' });

    await expect.poll(() => tab.url(), ROUND_TRIP).toMatch(/\/crypto-transaction\/[0-9a-f-]{36}$/);
    const clientId = (await tab.url()).split('/').at(-1)!;
    await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe('Complete Your Transaction');
    await expect.poll(() => tab.count({ text: `Selected product: ${journey.product.name}` }), ROUND_TRIP).toBe(1);
    const clients = await clientRowsFor(request, email);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      id: clientId,
      full_name: 'Grace Hopper',
      email,
      company_name: 'Compilers Inc',
      vat_tax_number: 'GB123456789',
      business_address: '1 Harbour Street',
      city: 'Arlington',
      country: 'United States',
      postcode_zip: '22201',
      product: journey.product.id,
      terms_accepted: true,
    });
    expect(calls(loopback.log, 'crypto-signup-notification')).toHaveLength(1);

    // No chain yet: a message, and neither a wallet nor the link field.
    expect(
      await tab.count({
        text: 'Choosing the wrong network means your payment is permanently lost and cannot be recovered.',
      }),
    ).toBe(1);
    expect(await tab.count({ label: 'Transaction URL' })).toBe(0);
    await tab.click({ role: 'button', name: 'Submit' });
    await expect.poll(() => tab.count({ text: 'Please select a wallet.' })).toBe(1);

    await tab.click({ label: journey.chain.label });
    await expect.poll(() => tab.count({ text: journey.chain.wallet })).toBe(1);
    await expect.poll(() => tab.count({ role: 'button', name: `Copy ${journey.chain.label} wallet address` })).toBe(1);
    // Another chain's explorer is refused with where the link must point; nothing is sent.
    await tab.fill({ label: 'Transaction URL' }, journey.wrongUrl);
    await tab.click({ role: 'button', name: 'Submit' });
    await expect.poll(() => tab.count({ text: journey.refusal })).toBe(1);
    expect(
      await tab.evaluate(() => document.querySelector('#transaction-url')?.getAttribute('aria-invalid') ?? null),
    ).toBe('true');
    expect(calls(loopback.log, 'update-crypto-transaction')).toEqual([]);

    // A payment of its own: a hash another engine's run already claimed is refused as someone else's.
    const url = transactionLink(journey.chain.id);
    await tab.fill({ label: 'Transaction URL' }, url);
    await tab.click({ role: 'button', name: 'Submit' });
    await expect.poll(() => tab.toasts(), ROUND_TRIP).toContain('Transaction information saved successfully!');
    await expect.poll(() => tab.url(), ROUND_TRIP).toMatch(/\/crypto-transaction-success$/);
    await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe('Thank you!');
    for (const step of SUCCESS_STEPS) await expect.poll(() => tab.count({ text: step }), { message: step }).toBe(1);
    expect(await tab.count({ css: `a[href="mailto:${config.supportEmail}"]` })).toBe(1);

    await expect.poll(async () => (await transactionRowsFor(request, clientId)).length, ROUND_TRIP).toBe(1);
    expect((await transactionRowsFor(request, clientId))[0]).toMatchObject({
      client_id: clientId,
      transaction_url: url,
      chain: journey.chain.id,
    });

    // Nothing sends the details a second time: not the outbox, not leaving the page.
    await tab.click({ role: 'link', name: 'Return to Homepage' });
    await expect.poll(() => tab.url()).toMatch(/:\d+\/$/);
    await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe(headingFor('/'));
    expect(calls(loopback.log, 'update-crypto-transaction')).toHaveLength(1);
    expect(await transactionRowsFor(request, clientId)).toHaveLength(1);
    expect(await clientRowsFor(request, email)).toHaveLength(1);
    expect(await tab.errors()).toEqual([]);
  });
}
