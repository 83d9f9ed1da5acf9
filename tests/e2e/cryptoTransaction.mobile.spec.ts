import type { Page } from '@playwright/test';
import { config } from '../../src/config.ts';
import {
  createClient,
  fillTransaction as fillWith,
  FUNCTIONS_URL,
  LOAD,
  openTransactionPage as openFor,
  PENDING_LINE,
  preparePage,
  SENT_LINE,
  sendTransaction,
  toast,
  transactionLinks,
  transactionRowsFor,
} from './cryptoHelpers.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { holdRequests } from './holdRequests.ts';
import { reloadUntilOutboxFlushed } from './pwaHelpers.ts';

// Every step here waits on hydration, lazy chunks or a backend round trip: give them room on a busy CI box.
const expect = baseExpect.configure({ timeout: 15_000 });

const HEADING = 'Complete Your Transaction';
/**
 * A link to a transaction on each chain's block explorer (the form accepts no other: src/shared/cryptoLimits.ts),
 * new for every test: one payment proves one sign-up, so a link sent by an earlier test would be refused.
 */
let TX_URLS: Record<string, string>;
let TX_URL: string;
const WARNING = 'Choosing the wrong network means your payment is permanently lost and cannot be recovered.';

test.beforeEach(async ({ context, page }) => {
  test.slow();
  TX_URLS = transactionLinks();
  TX_URL = TX_URLS['Ethereum (ETH)']!;
  await preparePage(context, page);
});

async function fillTransaction(page: Page, chain: string, url = TX_URLS[chain]!) {
  await fillWith(page, chain, url);
}

test.describe('crypto transaction page', () => {
  test('shows a spinner while loading, then the product name of the 12-month item', async ({ page, request }) => {
    const clientId = await createClient(request, 'reply-rocket-pro-x-2');
    const release = await holdRequests(page, `${FUNCTIONS_URL}/get-cryptoclient-data`);
    await page.goto(`/crypto-transaction/${clientId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your order' })).toBeAttached(LOAD);
    release();
    await expect(page.getByText('Selected product: 50% Off ($8,388)')).toBeVisible(LOAD);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your order' })).toHaveCount(0);
  });

  const failures: { name: string; id: string; message: string; abort?: boolean }[] = [
    { name: 'an unknown id', id: '9f1f3c7a-6a3e-4c5b-9a7e-2b8d1c0e4f51', message: 'Client information not found' },
    { name: 'a malformed id', id: 'not-a-client-id', message: 'Failed to retrieve client information' },
    {
      name: 'a backend that is down',
      id: '9f1f3c7a-6a3e-4c5b-9a7e-2b8d1c0e4f52',
      message: 'Failed to retrieve client information',
      abort: true,
    },
  ];
  for (const { name, id, message, abort } of failures) {
    test(`${name} toasts '${message}' and goes back to the sign-up form`, async ({ page }) => {
      let calls = 0;
      await page.route(`${FUNCTIONS_URL}/get-cryptoclient-data`, (route) => {
        calls += 1;
        return abort ? route.abort('connectionrefused') : route.fallback();
      });
      await page.goto(`/crypto-transaction/${id}`);
      await expect(toast(page, message)).toBeVisible(LOAD);
      await expect(page).toHaveURL('/signup-with-crypto');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up to ReplyRocket Tools');
      // The lookup is retried once when no answer came; a definitive answer is not asked twice.
      expect(calls).toBe(abort ? 2 : 1);
    });
  }

  for (const path of ['/crypto-transaction', '/crypto-transaction/']) {
    test(`${path} without a client id toasts 'Client ID not found' and goes back to the sign-up form`, async ({
      page,
      consoleErrors,
    }) => {
      let calls = 0;
      await page.route(`${FUNCTIONS_URL}/get-cryptoclient-data`, (route) => {
        calls += 1;
        return route.fallback();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(toast(page, 'Client ID not found')).toBeVisible(LOAD);
      await expect(page).toHaveURL('/signup-with-crypto');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up to ReplyRocket Tools');
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      // Nothing to look up.
      expect(calls).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a chain reveals its wallet with a Copy button, then the Transaction URL input', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clientId = await createClient(request, 'reply-rocket-lite');
    await openFor(page, clientId, 'ReplyRocket Lite ($499/mo)');
    await expect(page.getByRole('note')).toContainText(WARNING);
    await expect(page.getByLabel('Transaction URL')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);

    await page.getByRole('radio', { name: 'Solana (SOL)' }).check();
    await expect(page.getByText(config.wallets.solana, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Transaction URL')).toBeVisible();
    await page.getByRole('button', { name: 'Copy Solana (SOL) wallet address' }).click();
    await expect(toast(page, 'Wallet address copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.wallets.solana);

    await page.getByRole('radio', { name: 'BASE' }).check();
    await expect(page.getByText(config.wallets.base, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Ethereum (ETH)' }).check();
    await expect(page.getByText(config.wallets.ethereum, { exact: true })).toBeVisible();
  });

  test('copies without the Clipboard API, as in-app browsers need', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    const clientId = await createClient(request, 'reply-rocket-lite');
    await openFor(page, clientId, 'ReplyRocket Lite ($499/mo)');
    await page.getByRole('radio', { name: 'Ethereum (ETH)' }).check();
    await page.getByRole('button', { name: 'Copy Ethereum (ETH) wallet address' }).click();
    await expect(toast(page, 'Wallet address copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(config.wallets.ethereum);
  });

  test('asks for a wallet and a valid URL', async ({ page, request }) => {
    const clientId = await createClient(request, 'reply-rocket-ultimate');
    await openFor(page, clientId, 'ReplyRocket Ultimate ($699 first month, then $899/mo)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please select a wallet.', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Ethereum (ETH)' }).check();
    await page.getByLabel('Transaction URL').fill('etherscan.io/tx/0xabc');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter a valid URL.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Transaction URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please select a wallet.', { exact: true })).toBeHidden();
    expect(await transactionRowsFor(request, clientId)).toEqual([]);
  });

  test('saves the transaction once and shows the success page', async ({ page, request }) => {
    const clientId = await createClient(request, 'reply-rocket-pro');
    await openFor(page, clientId, 'ReplyRocket Pro ($699/mo)');
    await fillTransaction(page, 'BASE');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Transaction information saved successfully!')).toBeVisible();
    await expect(page).toHaveURL('/crypto-transaction-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    for (const step of [
      'Our team verifies your payment on the blockchain.',
      'We activate your subscription.',
      'We send you a confirmation email.',
    ]) {
      await expect(page.getByText(step)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );

    const rows = await transactionRowsFor(request, clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client_id: clientId, transaction_url: TX_URLS.BASE, chain: 'base' });

    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL('/');
    expect(await transactionRowsFor(request, clientId)).toHaveLength(1);
  });

  test('a link that is not on the chosen chain’s block explorer is refused with a message saying where it must point', async ({
    page,
    request,
  }) => {
    const clientId = await createClient(request, 'reply-rocket-lite');
    await openFor(page, clientId, 'ReplyRocket Lite ($499/mo)');
    const field = page.getByLabel('Transaction URL');
    for (const [chain, url, names] of [
      ['BASE', TX_URL, 'BaseScan'],
      ['Ethereum (ETH)', 'https://etherscan.io.example.com/tx/0xabc', 'Etherscan'],
      ['Solana (SOL)', 'http://solscan.io/tx/5abc', 'Solscan or Solana Explorer'],
    ] as const) {
      await fillTransaction(page, chain, url);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.getByText(`Please enter the https:// link to your transaction on ${names}.`, { exact: true }),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page).toHaveURL(`/crypto-transaction/${clientId}`);
    expect(await transactionRowsFor(request, clientId)).toEqual([]);
  });

  test('a transaction another client already sent is refused with the bad link’s message, under the field, and nothing is stored', async ({
    page,
    request,
  }) => {
    const first = await createClient(request, 'reply-rocket-pro');
    await sendTransaction(request, first, 'base', TX_URLS.BASE!);
    const second = await createClient(request, 'reply-rocket-lite');
    await openFor(page, second, 'ReplyRocket Lite ($499/mo)');
    await fillTransaction(page, 'BASE');
    await page.getByRole('button', { name: 'Submit' }).click();

    const message = 'Please enter the https:// link to your transaction on BaseScan.';
    await expect(toast(page, message)).toBeVisible();
    const field = page.getByLabel('Transaction URL');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue(TX_URLS.BASE!);
    await expect(page).toHaveURL(`/crypto-transaction/${second}`);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(await transactionRowsFor(request, second)).toEqual([]);
    expect(await transactionRowsFor(request, first)).toHaveLength(1);
  });

  const refusals = [
    {
      name: 'success: false without a reason',
      status: 200,
      body: { success: false },
      message: 'Failed to save transaction information.',
    },
    {
      name: "success: false with the server's reason",
      status: 404,
      body: { success: false, error: 'Client not found' },
      message: 'Client not found',
    },
    {
      name: "success: false with the server's reason in a 400",
      status: 400,
      body: { success: false, error: 'Invalid request body' },
      message: 'Invalid request body',
    },
    // A 5xx is retried (see below), and so, a few times, are the answers of a gateway or a deploy in progress
    // (401, 403, 404: src/lib/outbox/httpOutcome.ts). A failed call that is final is any other 4xx without the
    // function's answer.
    {
      name: 'a failed call',
      status: 413,
      body: { message: 'Payload too large' },
      message: 'Failed to save transaction information. Please try again.',
    },
  ];
  for (const { name, status, body, message } of refusals) {
    test(`${name} toasts '${message}' and stays on the form`, async ({ page, request }) => {
      const clientId = await createClient(request, 'reply-rocket-lite');
      await openFor(page, clientId, 'ReplyRocket Lite ($499/mo)');
      await page.route(`${FUNCTIONS_URL}/update-crypto-transaction`, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(body),
        }),
      );
      await fillTransaction(page, 'Ethereum (ETH)');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(`/crypto-transaction/${clientId}`);
      await expect(page.getByLabel('Transaction URL')).toHaveValue(TX_URL);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  }

  test('a server error (500) is not a refusal: the details are kept and sent once the server answers again', async ({
    page,
    request,
  }) => {
    const clientId = await createClient(request, 'reply-rocket-lite');
    await openFor(page, clientId, 'ReplyRocket Lite ($499/mo)');
    let failed = 0;
    await page.route(`${FUNCTIONS_URL}/update-crypto-transaction`, (route) => {
      if (route.request().method() !== 'POST' || failed > 0) return route.fallback();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ success: false, error: 'Internal error' }),
      });
    });
    await fillTransaction(page, 'Ethereum (ETH)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/crypto-transaction-success');
    await expect(page.getByText(PENDING_LINE)).toBeVisible();
    // The page's flusher tries again on its back-off timer (2 s), this time reaching the real function.
    await expect(page.getByText(SENT_LINE)).toBeVisible(LOAD);
    expect(failed).toBe(1);
    await expect(toast(page, 'Failed to save transaction information')).toHaveCount(0);
    const rows = await transactionRowsFor(request, clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transaction_url: TX_URL, chain: 'ethereum' });
  });

  test('offline: kept in the outbox, delivered exactly once when the connection returns', async ({
    page,
    context,
    request,
  }) => {
    const clientId = await createClient(request, 'reply-rocket-pro-3mo');
    await openFor(page, clientId, 'ReplyRocket Pro, 3 months ($2,097)');
    await fillTransaction(page, 'Solana (SOL)');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/crypto-transaction-success');
    const pending = page.getByText(
      'We could not reach our server, so your transaction details are saved on this device.',
    );
    await expect(pending).toBeVisible();
    expect(await transactionRowsFor(request, clientId)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('Your connection is back and your transaction details have been sent.')).toBeVisible();
    await expect.poll(() => transactionRowsFor(request, clientId)).toHaveLength(1);
    await reloadUntilOutboxFlushed(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    const rows = await transactionRowsFor(request, clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ chain: 'solana' });
  });

  test('network gone as soon as the form is on screen: the details are checked and kept, and delivered once when it is back', async ({
    page,
    context,
    request,
  }) => {
    const clientId = await createClient(request, 'reply-rocket-lite-3mo');
    await openFor(page, clientId, 'ReplyRocket Lite, 3 months ($1,497)');
    await context.setOffline(true);
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText('Please select a wallet.')).toBeVisible();
    await fillTransaction(page, 'Solana (SOL)');
    await submit.click();
    await expect(page.getByText("Saved on this device. We'll send it as soon as you're back online.")).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => transactionRowsFor(request, clientId), { timeout: 30_000 }).toHaveLength(1);
    await expect(page).toHaveURL('/crypto-transaction-success');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    expect(await transactionRowsFor(request, clientId)).toHaveLength(1);
  });

  test('network gone while the toast viewport is still downloading: the form still says the details are kept on this device', async ({
    page,
    context,
    request,
  }) => {
    // Sonner has loaded and the toast viewport's own code is on its way (both come once the page is idle) when the
    // network goes: the viewport's download fails.
    let requested = () => {};
    const viewportRequested = new Promise<void>((resolve) => (requested = resolve));
    const release = await holdRequests(page, '**/assets/ToastViewport-*.js', { onHeld: requested });
    const clientId = await createClient(request, 'reply-rocket-lite-3mo');
    await openFor(page, clientId, 'ReplyRocket Lite, 3 months ($1,497)');
    await viewportRequested;
    await context.setOffline(true);
    release();
    await fillTransaction(page, 'Solana (SOL)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText("Saved on this device. We'll send it as soon as you're back online.")).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => transactionRowsFor(request, clientId), { timeout: 30_000 }).toHaveLength(1);
  });

  test('offline: still delivered exactly once when the page is reloaded online', async ({ page, context, request }) => {
    const clientId = await createClient(request, 'reply-rocket-lite-3mo');
    await openFor(page, clientId, 'ReplyRocket Lite, 3 months ($1,497)');
    await fillTransaction(page, 'Ethereum (ETH)');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('We could not reach our server, so your transaction details are saved on this device.'),
    ).toBeVisible();

    await context.setOffline(false);
    await page.goto('/privacy');
    await expect.poll(() => transactionRowsFor(request, clientId), { timeout: 15_000 }).toHaveLength(1);
    await reloadUntilOutboxFlushed(page);
    expect(await transactionRowsFor(request, clientId)).toHaveLength(1);
  });

  test('opens from its local copy when the backend cannot be reached on a later visit', async ({ page, request }) => {
    const clientId = await createClient(request, 'special-3-month-ultimate');
    await page.clock.install({ time: new Date('2025-06-02T09:00:00Z') });
    await openFor(page, clientId, 'Ultimate for 3 months ($1,350)');

    // Within 5 minutes the answer is fresh: no second call.
    let calls = 0;
    await page.route(`${FUNCTIONS_URL}/get-cryptoclient-data`, (route) => {
      calls += 1;
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await expect(page.getByText('Selected product: Ultimate for 3 months ($1,350)')).toBeVisible(LOAD);
    expect(calls).toBe(0);

    // Later the lookup is stale and fails (twice), yet the kept product still shows the page.
    await page.clock.setSystemTime(new Date('2025-06-02T09:06:00Z'));
    await page.reload();
    await expect(page.getByText('Selected product: Ultimate for 3 months ($1,350)')).toBeVisible(LOAD);
    await expect.poll(() => calls).toBe(2);
    await expect(page).toHaveURL(`/crypto-transaction/${clientId}`);
  });
});
