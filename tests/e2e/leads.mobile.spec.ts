import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';
import { holdAppJavaScript, holdRequests } from './holdRequests.ts';
import {
  LEADS_REST,
  leadRowsFor,
  ownClientAddress,
  slackMessagesFor,
  SUBMIT_SETTLES_MS,
  uniqueHandle,
} from './leadHelpers.ts';
import { loadTimeWorkDone, outboxCount } from './pwaHelpers.ts';
import { startApp } from './appStart.ts';

const OFFLINE_LINE = "You're offline — we'll send it as soon as you're back.";

test.beforeEach(async ({ context, page }) => {
  await presetConsent(context);
  await ownClientAddress(page);
});

test.describe('full-page lead form on /signup', () => {
  test('happy path: one row, one Slack message, step 2; a double click submits once', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const handle = uniqueHandle('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's personalise your growth plan.");
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('list').getByRole('img')).toHaveCount(6);

    // Hold the insert so the in-flight state can be seen.
    const release = await holdRequests(page, LEADS_REST);

    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Telegram handle').fill(`@tg_${handle}`);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    const submit = page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' });
    await submit.dblclick();
    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    release();

    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('link', { name: 'Book Your Strategy Call' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat in Telegram' })).toBeVisible();
    await expect(page.getByText('Thanks for your interest!')).toBeVisible();

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
    expect(consoleErrors).toEqual([]);
  });

  test('every validation message, tied to its input; nothing is stored', async ({ page, request }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    const project = page.getByLabel('X (Twitter) username');
    const email = page.getByLabel('Email');
    await expect(page.getByText('Project/KOL XHandle is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(project).toHaveAttribute('aria-invalid', 'true');
    await expect(project).toHaveAccessibleDescription('Project/KOL XHandle is required');
    await expect(email).toHaveAccessibleDescription('Email is required');

    const handle = uniqueHandle('invalid');
    await project.fill(handle);
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByText('Project/KOL XHandle is required')).toBeHidden();
    expect(await leadRowsFor(request, handle)).toEqual([]);
  });

  test('a refused lead shows the failure toast and keeps what was typed', async ({ page, request }) => {
    await page.route(LEADS_REST, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', message: 'violates check constraint', details: null, hint: null }),
      }),
    );
    const handle = uniqueHandle('refused');
    await page.goto('/signup');
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('Failed to submit lead. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' })).toBeEnabled();
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
    expect(await leadRowsFor(request, handle)).toEqual([]);
  });

  test('an unexpected exception shows its toast', async ({ page }) => {
    await page.addInitScript(() => {
      crypto.randomUUID = () => {
        throw new Error('no randomness today');
      };
    });
    await page.goto('/signup');
    await page.getByLabel('X (Twitter) username').fill(uniqueHandle('boom'));
    await page.getByLabel('Email').fill('boom@example.com');
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('An unexpected error occurred.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' })).toBeEnabled();
  });

  test('the honeypot: a bot sees success, nothing is stored', async ({ page, request }) => {
    const handle = uniqueHandle('bot');
    await page.goto('/signup');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await trap.fill('https://spam.example');
    await expect(trap).toHaveValue('https://spam.example');
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByText('Thanks for your interest!')).toBeVisible();
    // Give a (wrong) delivery every chance to land before asserting there is none.
    await page.reload();
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    expect(await leadRowsFor(request, handle)).toEqual([]);
  });

  test('what was typed survives a reload', async ({ page }) => {
    const handle = uniqueHandle('draft');
    await page.goto('/signup');
    // Typing into the page React runs (typing before it does is the next test's case): without the wait, a fill
    // and reload that both beat hydration tested nothing of the draft and failed now and then.
    await startApp(page);
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Telegram handle').fill('@draft');
    await page.reload();
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
    await expect(page.getByLabel('Telegram handle')).toHaveValue('@draft');
  });

  test('what was typed before the page hydrated survives a reload too', async ({ page }) => {
    // Hold the app's JavaScript: the prerendered form takes the typing, but no React handler sees it.
    const release = await holdRequests(page, '**/assets/*.js');
    const handle = uniqueHandle('earlydraft');
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Telegram handle').fill('@early');
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    release();
    await expect(page.locator('#root')).toHaveAttribute('data-started', '');
    await page.reload();
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
    await expect(page.getByLabel('Telegram handle')).toHaveValue('@early');
  });

  test("a draft from an earlier visit is in the form before any input, without starting the page's app, and is sent as shown", async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('revisit');
    await page.addInitScript(
      (draft) => {
        if (sessionStorage.getItem('draft-seeded')) return;
        sessionStorage.setItem('draft-seeded', '1');
        localStorage.setItem('rr-draft:lead-signup', JSON.stringify(draft));
      },
      { project: handle, telegram: '@revisit' },
    );
    await page.goto('/signup');
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue(handle);
    await expect(page.getByLabel('Telegram handle')).toHaveValue('@revisit');
    // Everything the page does at load is done, and React has not taken the page: a draft needs none of it.
    await loadTimeWorkDone(page);
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect
      .poll(async () => (await leadRowsFor(request, handle)).map((row) => [row.project, row.telegram]))
      .toEqual([[handle, '@revisit']]);
  });

  test('offline: success path with the offline line, then exactly one row and one Slack message once back online', async ({
    page,
    context,
    request,
  }) => {
    const handle = uniqueHandle('offline');
    await page.goto('/signup');
    // Step 2 is the React form's: this test is about it (leadsFromFirstPaint.mobile.spec.ts covers the page
    // cut off before the app is there). The form's own code is not waited for: it is not needed.
    await startApp(page);
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('main').getByText(OFFLINE_LINE)).toBeVisible();
    await expect(page.getByText('Thanks for your interest!').first()).toBeVisible();
    expect(await leadRowsFor(request, handle)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
    await expect(page.getByText('Your details have now been sent.')).toBeVisible();
    const [row] = await leadRowsFor(request, handle);
    await expect.poll(async () => (await slackMessagesFor(request, [row!.id])).length).toBe(1);
    // And the draft is gone once delivered.
    await page.reload();
    await expect(page.getByLabel('X (Twitter) username')).toHaveValue('');
  });

  test('UTM parameters and the referrer of the landing page follow the visitor to the form', async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('utm');
    await page.goto('/np1?utm_source=x&utm_medium=social&utm_campaign=launch&utm_content=thread&utm_term=growth', {
      referer: 'https://t.co/abc',
    });
    // /np1 opens its demo popup at once; wait until the visit's attribution is recorded, then move on.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('rr-attribution')))
      .toContain('"utm_source":"x"');
    await page.goto('/signup');
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: 'Unlock Your Trial + Book Strategy Call' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: SUBMIT_SETTLES_MS });
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
    const [row] = await leadRowsFor(request, handle);
    expect(row).toMatchObject({
      utm_source: 'x',
      utm_medium: 'social',
      utm_campaign: 'launch',
      utm_content: 'thread',
      utm_term: 'growth',
      page_path: '/signup',
    });
    // The referring site's origin: its path may name a page the visitor would rather keep to themself.
    expect(row!.referrer).toBe('https://t.co');
  });
});

test.describe('trial forms on the landing pages', () => {
  for (const [path, next] of [
    ['/l1', '/vsl2'],
    ['/superteaml1', '/superteam'],
  ] as const) {
    test(`${path}: validates, saves the lead and goes to ${next}`, async ({ page, request }) => {
      const handle = uniqueHandle('trial');
      await page.goto(path);
      const card = page.getByText('Limited Free Trials').locator('..');
      await expect(card.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/np1');
      await card.getByLabel('X (Twitter) username').fill(handle);
      await card.getByRole('button', { name: 'Start My Free Trial' }).click();
      await expect(card.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
      await expect(card.getByLabel('Email')).toHaveAttribute('type', 'email');
      await card.getByLabel('Email').fill(`${handle}@example.com`);
      await card.getByRole('button', { name: 'Start My Free Trial' }).click();
      await expect(page).toHaveURL(next, { timeout: SUBMIT_SETTLES_MS });
      await expect(page.getByText('Thanks for your interest!')).toBeVisible();
      await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
      expect((await leadRowsFor(request, handle))[0]).toMatchObject({
        email: `${handle}@example.com`,
        role: null,
        page_path: path,
      });
    });
  }

  test("/l1: the trial form is the page's own code: a reader who touches it, types and sends downloads nothing for it", async ({
    page,
    request,
  }) => {
    const handle = uniqueHandle('trial-own');
    const scripts: string[] = [];
    await page.goto('/l1');
    await startApp(page);
    const card = page.getByText('Limited Free Trials').locator('..');
    await card.getByLabel('X (Twitter) username').scrollIntoViewIfNeeded();
    // The page's own load-time work done: what it downloads from here on is what the form asks for.
    await loadTimeWorkDone(page);
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });

    await card.getByLabel('X (Twitter) username').click();
    await card.getByLabel('X (Twitter) username').pressSequentially(handle);
    await card.getByLabel('Email').click();
    await card.getByLabel('Email').pressSequentially(`${handle}@example.com`);
    // Typed and seen: the draft holds the email, and two frames have been painted since, after which a form that
    // loads code on the first touch (once that touch is on screen) has asked for it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('rr-draft:lead-trial') ?? ''))
      .toContain(`${handle}@example.com`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(scripts, 'scripts downloaded for a touch and typing').toEqual([]);

    await card.getByRole('button', { name: 'Start My Free Trial' }).click();
    await expect(page).toHaveURL('/vsl2', { timeout: SUBMIT_SETTLES_MS });
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
  });
});

test.describe('embed card', () => {
  test('saves the lead with its own toast', async ({ page, request }) => {
    const handle = uniqueHandle('embed');
    await page.goto('/embed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try ReplyRocket free for 7 days');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Project/KOL XHandle is required')).toBeVisible();
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText("Thanks for your interest! We'll be in touch soon.")).toBeVisible({
      timeout: SUBMIT_SETTLES_MS,
    });
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
    expect((await leadRowsFor(request, handle))[0]).toMatchObject({ page_path: '/embed', role: null });
  });

  test("submitted before the page has hydrated: not a browser GET with the fields in the URL, kept and sent at once by the page's own code", async ({
    page,
    request,
  }) => {
    // Hold the app's JavaScript (the entry's aside): the prerendered form is on screen, not React's yet.
    const release = await holdAppJavaScript(page);
    const handle = uniqueHandle('early');
    await page.goto('/embed', { waitUntil: 'commit' });
    await page.getByLabel('X (Twitter) username').fill(handle);
    await page.getByLabel('Email').fill(`${handle}@example.com`);
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText("Thanks for your interest! We'll be in touch soon.")).toBeVisible({
      timeout: SUBMIT_SETTLES_MS,
    });
    await expect(page).toHaveURL(/\/embed$/);
    await expect.poll(async () => (await leadRowsFor(request, handle)).length).toBe(1);
    expect((await leadRowsFor(request, handle))[0]).toMatchObject({
      email: `${handle}@example.com`,
      page_path: '/embed',
    });
    // Emptied once kept, so a second press cannot send it twice.
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.locator('#root[data-started]')).toHaveCount(0);

    release();
    await expect(page.locator('#root')).toHaveAttribute('data-started', '');
    await expect(page.getByLabel('Email')).toHaveValue('');
    expect(await leadRowsFor(request, handle)).toHaveLength(1);
  });

  test('three leads kept offline and delivered together once back online: one "sent" toast, not three', async ({
    page,
    context,
    request,
  }) => {
    const handles = [uniqueHandle('burst'), uniqueHandle('burst'), uniqueHandle('burst')];
    await page.goto('/embed');
    await context.setOffline(true);
    for (const handle of handles) {
      await page.getByLabel('X (Twitter) username').fill(handle);
      await page.getByLabel('Email').fill(`${handle}@example.com`);
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      // The card empties itself once the lead is kept.
      await expect(page.getByLabel('X (Twitter) username')).toHaveValue('');
    }
    expect(await outboxCount(page)).toBe(3);

    await context.setOffline(false);
    // Every delivery has been announced once the outbox is empty.
    await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
    expect(await Promise.all(handles.map(async (handle) => (await leadRowsFor(request, handle)).length))).toEqual([
      1, 1, 1,
    ]);
    await expect(page.getByText('Your details have now been sent.')).toHaveCount(1);
  });

  test('a failure shows "Error submitting form. Please try again."', async ({ page }) => {
    await page.route(LEADS_REST, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', message: 'violates check constraint' }),
      }),
    );
    await page.goto('/embed');
    await page.getByLabel('X (Twitter) username').fill(uniqueHandle('embedfail'));
    await page.getByLabel('Email').fill('fail@example.com');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Error submitting form. Please try again.')).toBeVisible();
  });
});
