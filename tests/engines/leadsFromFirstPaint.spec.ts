/**
 * The promise every lead form makes from the moment it is painted, in WebKit and Firefox: a first-time
 * visitor's page loads by itself (nothing touched), the signal goes (the proxy drops every connection while
 * the browser still reports itself online), the visitor submits; the lead is kept, and delivered exactly once
 * when the network is back. With the service worker blocked, as in Telegram's in-app browser on iPhone, and
 * through a reload while the network is gone.
 */
import * as leadToasts from '../../src/content/leadToasts.ts';
import { leadRowsFor, slackMessagesFor, uniqueHandle } from '../e2e/leadHelpers.ts';
import type { EnginePage } from './enginePage.ts';
import { expect, test } from './fixtures.ts';

const DELIVERY_MS = 45_000;

interface Form {
  path: string;
  button: string;
  telegram: boolean;
}

const FORMS: Form[] = [
  { path: '/signup', button: 'Unlock Your Trial + Book Strategy Call', telegram: true },
  { path: '/l1', button: 'Start My Free Trial', telegram: false },
  { path: '/embed', button: 'Start Free Trial', telegram: true },
];

async function submit(tab: EnginePage, form: Form, handle: string): Promise<void> {
  await tab.fill({ label: 'X (Twitter) username' }, handle);
  if (form.telegram) await tab.fill({ label: 'Telegram handle' }, `@tg_${handle}`);
  await tab.fill({ label: 'Email' }, `${handle}@example.com`);
  await tab.click({ role: 'button', name: form.button });
}

/** The success toast with the line that says the lead waits on the device ('unreachable': the browser thinks it is online). */
async function expectKeptToast(tab: EnginePage): Promise<void> {
  const kept = (toast: string) => toast.startsWith(leadToasts.success) && toast.endsWith(leadToasts.unreachable);
  await expect.poll(async () => (await tab.toasts()).filter(kept)).toHaveLength(1);
}

async function expectSentToast(tab: EnginePage): Promise<void> {
  await expect
    .poll(() => tab.toasts(), { timeout: DELIVERY_MS })
    .toContainEqual(expect.stringContaining(leadToasts.sentLater));
}

test.describe.configure({ timeout: 120_000 });

for (const form of FORMS) {
  test.describe(form.path, () => {
    test('service worker blocked, network cut after load: kept at once, delivered once when it is back, with the sent toast', async ({
      tab,
      loopback,
      request,
    }) => {
      loopback.blockServiceWorker = true;
      const handle = uniqueHandle('engine_cut');
      await tab.goto(form.path);
      loopback.cut();
      await submit(tab, form, handle);
      await expectKeptToast(tab);
      expect(await leadRowsFor(request, handle)).toEqual([]);

      loopback.restore();
      await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: DELIVERY_MS }).toBe(1);
      await expectSentToast(tab);
      const [row] = await leadRowsFor(request, handle);
      expect(row).toMatchObject({ project: handle, email: `${handle}@example.com`, page_path: form.path });
      await expect
        .poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: DELIVERY_MS })
        .toBe(1);
    });

    test('kept through a reload while the network is cut, delivered once by the next page opened', async ({
      tab,
      loopback,
      request,
    }) => {
      const handle = uniqueHandle('engine_reload');
      await tab.goto(form.path);
      loopback.cut();
      await submit(tab, form, handle);
      await expectKeptToast(tab);

      await tab.reload();
      loopback.restore();
      await tab.goto('/');
      await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: DELIVERY_MS }).toBe(1);
      const [row] = await leadRowsFor(request, handle);
      await expect
        .poll(async () => (await slackMessagesFor(request, [row!.id])).length, { timeout: DELIVERY_MS })
        .toBe(1);
    });
  });
}

test('/signup with its service worker allowed: network cut after load, kept, delivered once, the sent toast', async ({
  tab,
  loopback,
  request,
}) => {
  const handle = uniqueHandle('engine_sw');
  await tab.goto('/signup');
  loopback.cut();
  await submit(tab, FORMS[0]!, handle);
  await expectKeptToast(tab);

  loopback.restore();
  await expect.poll(async () => (await leadRowsFor(request, handle)).length, { timeout: DELIVERY_MS }).toBe(1);
  await expectSentToast(tab);
  expect(await tab.errors()).toEqual([]);
});
