/**
 * Transaction details that waited in the outbox, against a failing backend (POST /_local/faults, /_local/reset).
 * Faults are global to the local stack, so these run one after another, after every other project, and put
 * the stack back to health after each.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { TRANSACTION_NOT_SENT } from '../../src/forms/crypto/transactionDeliveryTexts.ts';
import {
  createClient,
  fillTransaction,
  FUNCTIONS_URL,
  LOAD,
  openTransactionPage,
  PENDING_LINE,
  preparePage,
  resetBackend,
  SENT_LINE,
  toast,
  transactionLink,
  transactionRowsFor,
} from './cryptoHelpers.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { setFaults } from './leadHelpers.ts';
import { outboxCount, reloadUntilOutboxFlushed } from './pwaHelpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The test's own transaction: one payment proves one sign-up, so each test sends a link of its own. */
let TX_URL: string;
test.beforeEach(() => {
  TX_URL = transactionLink('base');
});

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, page }) => {
  test.slow();
  await preparePage(context, page);
});

test.afterEach(async ({ request }) => {
  await setFaults(request, { rest: null, functions: null, delayMs: 0 });
});

/** A POST of the transaction answered with `status` (preflights are never faulted). */
function answered(page: Page, status: number) {
  return page.waitForResponse(
    (response) =>
      response.url().startsWith(`${FUNCTIONS_URL}/update-crypto-transaction`) &&
      response.request().method() === 'POST' &&
      response.status() === status,
    LOAD,
  );
}

/** Opens the page online, then submits offline: the details wait in the outbox and the success page says so. */
async function submitOffline(page: Page, context: BrowserContext, clientId: string) {
  await openTransactionPage(page, clientId, 'ReplyRocket Pro ($699/mo)');
  await fillTransaction(page, 'BASE', TX_URL);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/crypto-transaction-success');
  await expect(page.getByText(PENDING_LINE)).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
}

test('queued offline, the function failing (503) when the connection returns: kept until it recovers, then stored once', async ({
  page,
  context,
  request,
}) => {
  const clientId = await createClient(request, 'reply-rocket-pro');
  await submitOffline(page, context, clientId);

  await setFaults(request, { functions: '503' });
  const refused = answered(page, 503);
  await context.setOffline(false);
  await refused;
  // A 5xx is worth another try: still waiting, nothing stored, no error.
  await expect(page.getByText(PENDING_LINE)).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  expect(await transactionRowsFor(request, clientId)).toEqual([]);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  await setFaults(request, { functions: null });
  // The page's flusher retries on its back-off timer (2 s, 4 s …).
  await expect(page.getByText(SENT_LINE)).toBeVisible({ timeout: 30_000 });
  expect(await outboxCount(page)).toBe(0);
  const rows = await transactionRowsFor(request, clientId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ transaction_url: TX_URL, chain: 'base' });
});

test('queued offline, then refused for good: the visitor is told to submit again, nothing is stored or sent later', async ({
  page,
  context,
  request,
}) => {
  const clientId = await createClient(request, 'reply-rocket-pro');
  await submitOffline(page, context, clientId);

  // While the details wait, the function fails (503: kept), then the backend loses the client (reset, which also
  // ends the fault): the function answers 404 'Client not found', a definitive no.
  await setFaults(request, { functions: '503' });
  const failing = answered(page, 503);
  await context.setOffline(false);
  await failing;
  await expect(page.getByText(PENDING_LINE)).toBeVisible();
  const refused = answered(page, 404);
  await resetBackend(request);
  await refused;

  const notice = toast(page, 'Client not found');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(TRANSACTION_NOT_SENT);
  await expect(notice).toHaveAttribute('data-type', 'error');
  const status = page.getByRole('status').filter({ hasText: TRANSACTION_NOT_SENT });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Client not found');
  await expect(page.getByText(PENDING_LINE)).toHaveCount(0);
  await expect(page.getByText(SENT_LINE)).toHaveCount(0);
  await expect(page.getByText('We have your transaction details.')).toHaveCount(0);
  await expect(status.getByRole('link', { name: 'Submit your transaction details again' })).toHaveAttribute(
    'href',
    `/crypto-transaction/${clientId}`,
  );

  // Reported as a dead letter, then gone from the device.
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect(await transactionRowsFor(request, clientId)).toEqual([]);
  // Gone from the outbox: a reload sends nothing more.
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().startsWith(`${FUNCTIONS_URL}/update-crypto-transaction`) && req.method() === 'POST') sent += 1;
  });
  await reloadUntilOutboxFlushed(page);
  expect(sent).toBe(0);
  expect(await transactionRowsFor(request, clientId)).toEqual([]);
});
