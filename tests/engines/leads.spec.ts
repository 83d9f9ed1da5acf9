/** The lead journeys in WebKit and Firefox, each checked where it matters: what the visitor sees and what the database holds. */
import { config } from '../../src/config.ts';
import * as leadToasts from '../../src/content/leadToasts.ts';
import { headingFor } from '../../src/routes/routeTable.ts';
import { leadRowsFor, SUBMIT_SETTLES_MS, slackMessagesFor, uniqueHandle } from '../e2e/leadHelpers.ts';
import type { EnginePage } from './enginePage.ts';
import { expect, test } from './fixtures.ts';

async function closeDemoPopup(tab: EnginePage): Promise<void> {
  const demo = { role: 'dialog', name: 'ReplyRocket product demo' } as const;
  await tab.click({ role: 'button', name: 'Close demo video', within: '[role="dialog"], dialog' });
  await expect.poll(() => tab.count(demo)).toBe(0);
}

test('/signup: every validation message, then one row, one Slack message, the toast and step 2', async ({
  tab,
  request,
}) => {
  await tab.goto('/signup');
  const submit = { role: 'button', name: 'Unlock Your Trial + Book Strategy Call' } as const;
  await tab.click(submit);
  await expect.poll(() => tab.count({ text: 'Project/KOL XHandle is required' })).toBe(1);
  await expect.poll(() => tab.count({ text: 'Email is required' })).toBe(1);

  const handle = uniqueHandle('engine_signup');
  await tab.fill({ label: 'X (Twitter) username' }, handle);
  await tab.fill({ label: 'Email' }, 'not-an-email');
  await tab.click(submit);
  await expect.poll(() => tab.count({ text: 'Please enter a valid email address' })).toBe(1);
  await expect.poll(() => tab.count({ text: 'Project/KOL XHandle is required' })).toBe(0);

  await tab.fill({ label: 'Telegram handle' }, `@tg_${handle}`);
  await tab.fill({ label: 'Email' }, `${handle}@example.com`);
  await tab.click(submit);
  await expect.poll(() => tab.count({ text: 'Step 2 of 2' }), { timeout: SUBMIT_SETTLES_MS }).toBe(1);
  await expect.poll(() => tab.count({ text: leadToasts.success })).toBeGreaterThan(0);
  await expect.poll(() => tab.count({ role: 'link', name: 'Book Your Strategy Call' })).toBe(1);

  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  const [row] = await leadRowsFor(request, handle);
  expect(row).toMatchObject({
    project: handle,
    telegram: `@tg_${handle}`,
    email: `${handle}@example.com`,
    role: null,
    page_path: '/signup',
  });
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length).toBe(1);
  expect(await tab.errors()).toEqual([]);
});

test("the 'Try ReplyRocket Now' dialog on /vsl1: adds '@', thanks on step 2, starts empty when opened again", async ({
  tab,
  request,
}) => {
  const handle = uniqueHandle('engine_dialog');
  await tab.goto('/vsl1');
  await closeDemoPopup(tab);
  const opener = { role: 'button', name: 'Get Started with ReplyRocket' } as const;
  await tab.click(opener);
  const inDialog = 'dialog[open]';
  await expect
    .poll(() =>
      tab.evaluate(() => {
        const focused = document.activeElement as HTMLInputElement | null;
        return focused?.closest('dialog[open]') ? (focused.labels?.[0]?.textContent ?? null) : null;
      }),
    )
    .toContain('X (Twitter) username');
  await tab.fill({ label: 'X (Twitter) username', within: inDialog }, handle);
  await tab.click({ role: 'button', name: 'Get Free Access', within: inDialog });

  await expect
    .poll(() => tab.count({ role: 'link', name: 'Just Sign Me Up', within: inDialog }), { timeout: SUBMIT_SETTLES_MS })
    .toBe(1);
  expect(await tab.count({ css: `a[href="${config.telegramUrl}"]`, within: inDialog })).toBe(1);
  // Sonner hands a raised toast to its viewport in a later task: the toast follows the dialog's step 2.
  await expect.poll(() => tab.count({ text: leadToasts.success })).toBeGreaterThan(0);
  await expect.poll(async () => (await leadRowsFor(request, `@${handle}`)).length).toBe(1);
  const [row] = await leadRowsFor(request, `@${handle}`);
  expect(row).toMatchObject({ project: `@${handle}`, telegram: null, email: null, role: 'Other', page_path: '/vsl1' });
  await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length).toBe(1);

  await tab.press('Escape');
  await expect.poll(() => tab.count({ css: inDialog })).toBe(0);
  await tab.click(opener);
  await expect.poll(() => tab.value({ label: 'X (Twitter) username', within: inDialog })).toBe('');
  await expect.poll(() => tab.count({ role: 'button', name: 'Get Free Access', within: inDialog })).toBe(1);
  expect(await tab.errors()).toEqual([]);
});

test('/l1: a trial lead is saved and the visitor lands on /vsl2', async ({ tab, request }) => {
  const handle = uniqueHandle('engine_l1');
  await tab.goto('/l1');
  await tab.fill({ label: 'X (Twitter) username' }, handle);
  await tab.fill({ label: 'Email' }, `${handle}@example.com`);
  await tab.click({ role: 'button', name: 'Start My Free Trial' });
  await expect.poll(() => tab.url(), { timeout: SUBMIT_SETTLES_MS }).toMatch(/\/vsl2$/);
  await expect.poll(() => tab.text({ css: 'h1', hidden: true })).toBe(headingFor('/vsl2'));
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  expect((await leadRowsFor(request, handle))[0]).toMatchObject({ email: `${handle}@example.com`, page_path: '/l1' });
  expect(await tab.errors()).toEqual([]);
});

test('/embed: the required-field message, then the lead with its own toast', async ({ tab, request }) => {
  const handle = uniqueHandle('engine_embed');
  await tab.goto('/embed');
  await tab.click({ role: 'button', name: 'Start Free Trial' });
  await expect.poll(() => tab.count({ text: 'Project/KOL XHandle is required' })).toBe(1);
  await tab.fill({ label: 'X (Twitter) username' }, handle);
  await tab.fill({ label: 'Email' }, `${handle}@example.com`);
  await tab.click({ role: 'button', name: 'Start Free Trial' });
  await expect
    .poll(() => tab.count({ text: leadToasts.embedSuccess }), { timeout: SUBMIT_SETTLES_MS })
    .toBeGreaterThan(0);
  await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  expect((await leadRowsFor(request, handle))[0]).toMatchObject({ page_path: '/embed', role: null });
  expect(await tab.errors()).toEqual([]);
});
