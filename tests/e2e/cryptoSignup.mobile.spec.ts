import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PRODUCT_LISTS } from '../../src/content/cryptoProducts.ts';
import { clientRowsFor, EMPTY_SIGNUP_MESSAGES, FUNCTIONS_URL, preparePage } from './cryptoHelpers.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { startApp } from './appStart.ts';
import { holdRequests } from './holdRequests.ts';
import { loadTimeWorkDone } from './pwaHelpers.ts';

// Every step here waits on hydration, lazy chunks or a backend round trip: give them room on a busy CI box.
const expect = baseExpect.configure({ timeout: 15_000 });

const HEADING = 'Sign up to ReplyRocket Tools';
/** Waits that include a backend round trip or a page load: slow on a busy CI box. */
const LOAD = { timeout: 20_000 };

test.beforeEach(async ({ context, page }) => {
  // Hydration, supabase-js and the backend round trips are slow on a busy CI box.
  test.slow();
  await preparePage(context, page);
});

function submitButton(page: Page) {
  return page.getByRole('button', { name: /Continue to payment|Processing\.\.\./ });
}

/** Fills every field with valid values; returns the (unique) email used. */
async function fillForm(page: Page, product: string): Promise<string> {
  const email = `grace+${randomUUID()}@example.com`;
  await page.getByLabel('Full name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Company name', { exact: true }).fill('Compilers Inc');
  await page.getByLabel('VAT / tax number (optional)', { exact: true }).fill('GB123456789');
  await page.getByLabel('Business address', { exact: true }).fill('1 Harbour Street');
  await page.getByLabel('City', { exact: true }).fill('Arlington');
  await page.getByLabel('Postcode/ZIP', { exact: true }).fill('22201');
  await page.getByLabel('Country', { exact: true }).selectOption('United States');
  await page.getByLabel('Product', { exact: true }).selectOption(product);
  await page.getByRole('checkbox').check();
  return email;
}

test.describe('crypto sign-up', () => {
  for (const [path, products] of Object.entries(PRODUCT_LISTS)) {
    test(`${path} offers its own product list`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      const options = page.getByLabel('Product', { exact: true }).locator('option');
      await expect(options).toHaveText(['Select a product', ...products.map((product) => product.label)]);
      expect(await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))).toEqual([
        '',
        ...products.map((product) => product.id),
      ]);
      // What the page does by itself once loaded (its app's files, the installable app) has run, and logged nothing.
      await loadTimeWorkDone(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('lists the exact published labels (docs/product.md#prices)', async ({ page }) => {
    await page.goto('/signup-with-crypto');
    await expect(page.getByLabel('Product', { exact: true }).locator('option')).toHaveText([
      'Select a product',
      '$499/mo',
      '$699/mo',
      '$699 first month then $899/mo',
      'Ultimate x 2 (12 months), $8,400',
      '$1350 for Ultimate',
      'Other',
    ]);
    await page.goto('/signupwithcrypto');
    await expect(page.getByLabel('Product', { exact: true }).locator('option')).toHaveText([
      'Select a product',
      '$1,497',
      '$2,097',
      '$2,497 (first month $699 then $899/mo)',
      'Other',
    ]);
  });

  test('every field can be filled by the phone: autocomplete hints and a country select', async ({ page }) => {
    await page.goto('/signup-with-crypto');
    const hints: [string, string][] = [
      ['Full name', 'name'],
      ['Email', 'email'],
      ['Company name', 'organization'],
      ['VAT / tax number (optional)', 'off'],
      ['Business address', 'street-address'],
      ['City', 'address-level2'],
      ['Postcode/ZIP', 'postal-code'],
      ['Country', 'country-name'],
    ];
    for (const [label, hint] of hints)
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', hint);
    await expect(
      page.getByLabel('Country', { exact: true }).locator('option', { hasText: 'United Kingdom' }),
    ).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  test("a tap whose press starts the live form's download, and ends after it arrived, still ticks the box", async ({
    page,
  }) => {
    // The live form replaces the page's plain one. Had it done so under the finger, the release would land on a
    // new checkbox and the browser would send the click nowhere: the tick lost, the submit left disabled.
    let chunkUrl = '';
    const release = await holdRequests(page, '**/assets/CryptoSignupFormLive-*.js', {
      onHeld: (request) => (chunkUrl = request.url()),
    });
    await page.goto('/signup-with-crypto');
    await startApp(page);
    const terms = page.getByRole('checkbox', { name: /I accept the Terms of Service and Privacy Policy/ });
    await terms.scrollIntoViewIfNeeded();
    const box = (await terms.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => chunkUrl).not.toBe('');
    release();
    // Still pressed while the code arrives, is evaluated, and the page renders twice after it.
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    }, chunkUrl);
    await page.mouse.up();
    await expect(terms).toBeChecked();
    await expect(submitButton(page)).toBeEnabled();
  });

  test('submit stays disabled until the terms are ticked, and every message is shown', async ({ page }) => {
    await page.goto('/signup-with-crypto');
    await expect(submitButton(page)).toBeDisabled();
    const terms = page.getByRole('checkbox', {
      name: /I accept the Terms of Service and Privacy Policy and consent to receive account-related emails/,
    });
    await terms.check();
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    for (const message of EMPTY_SIGNUP_MESSAGES) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveAccessibleDescription(
      'Full name must be at least 2 characters.',
    );

    await page.getByLabel('Full name', { exact: true }).fill('G');
    await page.getByLabel('Email', { exact: true }).fill('grace@example');
    await expect(page.getByText('Full name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill('Grace');
    await expect(page.getByText('Full name must be at least 2 characters.')).toBeHidden();

    await terms.uncheck();
    await expect(page.getByText('You must accept the terms and conditions.', { exact: true })).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
  });

  test('creates the client, shows Processing... while sending and opens the transaction page', async ({
    page,
    request,
  }) => {
    await page.goto('/signup-with-crypto');
    const email = await fillForm(page, 'reply-rocket-pro');
    // Hold the call until the in-flight state has been checked.
    const release = await holdRequests(page, `${FUNCTIONS_URL}/crypto-signup-notification`);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/crypto-transaction\/[0-9a-f-]{36}$/, LOAD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Transaction');
    await expect(page.getByText('Selected product: ReplyRocket Pro ($699/mo)')).toBeVisible(LOAD);

    const [row] = await clientRowsFor(request, email);
    expect(row).toMatchObject({
      full_name: 'Grace Hopper',
      email,
      company_name: 'Compilers Inc',
      vat_tax_number: 'GB123456789',
      business_address: '1 Harbour Street',
      city: 'Arlington',
      country: 'United States',
      postcode_zip: '22201',
      product: 'reply-rocket-pro',
      terms_accepted: true,
    });
    expect(page.url()).toContain(row!.id);
    expect(await clientRowsFor(request, email)).toHaveLength(1);

    // The draft is dropped once the sign-up is accepted.
    await page.goto('/signup-with-crypto');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
  });

  test('what is typed before the form hydrates is kept, a stored draft only fills the empty fields, and it is all sent', async ({
    page,
    request,
  }) => {
    // Hold the app's JavaScript: the prerendered form is on screen and usable, but nothing has hydrated it yet.
    const release = await holdRequests(page, '**/assets/*.js');
    await page.goto('/signup-with-crypto', { waitUntil: 'commit' });
    const form = page.locator('main form');
    await expect(form.getByLabel('Full name', { exact: true })).toBeVisible();
    // A draft from an earlier visit (its product is from the other route's list, not offered here).
    await page.evaluate(() =>
      localStorage.setItem(
        'rr-draft:crypto-signup',
        JSON.stringify({
          fullName: 'Old Name',
          email: 'old@example.com',
          city: 'Draft City',
          postcodeZip: 'D1 1AA',
          product: 'reply-rocket-lite-3mo',
        }),
      ),
    );

    const email = `early+${randomUUID()}@example.com`;
    await form.getByLabel('Full name', { exact: true }).fill('Grace Hopper');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Company name', { exact: true }).fill('Compilers Inc');
    await form.getByLabel('Business address', { exact: true }).fill('1 Harbour Street');
    await form.getByLabel('Country', { exact: true }).selectOption('United States');
    await form.getByLabel('Product', { exact: true }).selectOption('reply-rocket-pro');
    await form.getByRole('checkbox').check();
    // Still the prerendered form: nothing has run yet.
    await expect(page.locator('#root[data-started]')).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();

    release();
    await expect(page.locator('#root')).toHaveAttribute('data-started', '', LOAD);
    // Typed before hydration: kept over the defaults and over the draft.
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Company name', { exact: true })).toHaveValue('Compilers Inc');
    await expect(form.getByLabel('Business address', { exact: true })).toHaveValue('1 Harbour Street');
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('United States');
    await expect(form.getByLabel('Product', { exact: true })).toHaveValue('reply-rocket-pro');
    await expect(form.getByRole('checkbox')).toBeChecked();
    // Left empty: filled from the draft.
    await expect(form.getByLabel('City', { exact: true })).toHaveValue('Draft City');
    await expect(form.getByLabel('Postcode/ZIP', { exact: true })).toHaveValue('D1 1AA');
    await expect(form.getByLabel('VAT / tax number (optional)', { exact: true })).toHaveValue('');
    await expect(submitButton(page)).toBeEnabled();

    await submitButton(page).click();
    await expect(page).toHaveURL(/\/crypto-transaction\/[0-9a-f-]{36}$/, LOAD);
    await expect(page.getByText('Selected product: ReplyRocket Pro ($699/mo)')).toBeVisible(LOAD);
    const rows = await clientRowsFor(request, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Grace Hopper',
      email,
      company_name: 'Compilers Inc',
      vat_tax_number: null,
      business_address: '1 Harbour Street',
      city: 'Draft City',
      country: 'United States',
      postcode_zip: 'D1 1AA',
      product: 'reply-rocket-pro',
      terms_accepted: true,
    });
  });

  test('the page ships the form without its libraries; the live form loads on the first touch and takes over everything done meanwhile', async ({
    page,
    request,
  }) => {
    // Hold the live form's chunk: the visitor goes on filling the placeholder while it downloads.
    const liveChunk = /\/assets\/CryptoSignupFormLive-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (liveChunk.test(sent.url())) asked.push(sent.url());
    });
    const release = await holdRequests(page, liveChunk);
    await page.goto('/signup-with-crypto');
    await startApp(page, LOAD);
    // The page is React's and has been idle since: a form that loaded at once, or once idle, has asked by now.
    await loadTimeWorkDone(page, LOAD);
    expect(asked, 'the live form before any touch').toEqual([]);

    const form = page.locator('main form');
    await form.getByLabel('Full name', { exact: true }).click();
    await expect.poll(() => asked.length, { message: 'the live form asked for on the first touch' }).toBe(1);
    await form.getByLabel('Full name', { exact: true }).fill('Grace Hopper');
    await form.getByLabel('Company name', { exact: true }).fill('Compilers Inc');
    await form.getByLabel('Business address', { exact: true }).fill('1 Harbour Street');
    await form.getByLabel('City', { exact: true }).fill('Arlington');
    await form.getByLabel('Postcode/ZIP', { exact: true }).fill('22201');
    await form.getByLabel('Country', { exact: true }).selectOption('United States');
    await form.getByLabel('Product', { exact: true }).selectOption('reply-rocket-ultimate');
    await form.getByRole('checkbox').check();
    await expect(submitButton(page)).toBeEnabled();
    const email = `swap+${randomUUID()}@example.com`;
    const [user, domain] = email.split('@') as [string, string];
    await form.getByLabel('Email', { exact: true }).click();
    await page.keyboard.type(`${user}@`);

    release();
    // Typing goes on in the focused field; then the live form validates as a field is left (the placeholder does not).
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type(domain);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await form.getByLabel('VAT / tax number (optional)', { exact: true }).fill('x'.repeat(65));
    await form.getByLabel('VAT / tax number (optional)', { exact: true }).blur();
    await expect(page.getByText('Must be at most 64 characters.', { exact: true })).toBeVisible();
    await form.getByLabel('VAT / tax number (optional)', { exact: true }).fill('');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('United States');

    await submitButton(page).click();
    await expect(page).toHaveURL(/\/crypto-transaction\/[0-9a-f-]{36}$/, LOAD);
    expect(await clientRowsFor(request, email)).toMatchObject([
      {
        full_name: 'Grace Hopper',
        email,
        company_name: 'Compilers Inc',
        vat_tax_number: null,
        business_address: '1 Harbour Street',
        city: 'Arlington',
        country: 'United States',
        postcode_zip: '22201',
        product: 'reply-rocket-ultimate',
        terms_accepted: true,
      },
    ]);
  });

  test('a draft made on the other sign-up route fills the fields but selects no product this one lacks', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('draft-seeded')) {
        sessionStorage.setItem('draft-seeded', '1');
        localStorage.setItem(
          'rr-draft:crypto-signup',
          JSON.stringify({ fullName: 'Ada Lovelace', product: 'reply-rocket-lite-3mo' }),
        );
      }
    });
    await page.goto('/signup-with-crypto');
    await startApp(page, LOAD);
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Product', { exact: true })).toHaveValue('');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('the three-month route stores its own product', async ({ page, request }) => {
    await page.goto('/signupwithcrypto');
    const email = await fillForm(page, 'reply-rocket-ultimate-3mo');
    await submitButton(page).click();
    await expect(page.getByText('Selected product: ReplyRocket Ultimate, 3 months ($2,497)')).toBeVisible(LOAD);
    expect((await clientRowsFor(request, email)).map((row) => row.product)).toEqual(['reply-rocket-ultimate-3mo']);
  });

  test("a refused call shows the server's message and the debug panel, and keeps the form", async ({
    page,
    request,
  }) => {
    await page.goto('/signup-with-crypto');
    const email = await fillForm(page, 'reply-rocket-lite');
    // The form refuses an invisible right-to-left override itself (badInput.mobile.spec.ts); for a real 400 from
    // the server, one is slipped into the request on its way, as an outdated or tampered client would send it.
    await page.route(`${FUNCTIONS_URL}/crypto-signup-notification`, (route) =>
      route.fallback({
        postData: JSON.stringify({ ...(route.request().postDataJSON() as object), full_name: 'Grace \u202EHopper' }),
      }),
    );
    await submitButton(page).click();
    const message = 'Invalid request body: full_name: must not contain control or invisible direction characters';
    await expect(page.getByText(`Failed to submit form: ${message}`)).toBeVisible(LOAD);
    const debug = page.locator('details', { hasText: 'Debug info (for support)' });
    await expect(debug).toBeVisible();
    await debug.getByText('Debug info (for support)').click();
    await expect(debug).toContainText(message);
    await expect(debug).toContainText('400');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page).toHaveURL('/signup-with-crypto');
    expect(await clientRowsFor(request, email)).toEqual([]);
  });

  test('an unreachable backend says Please try again', async ({ page, request }) => {
    await page.goto('/signup-with-crypto');
    const email = await fillForm(page, 'reply-rocket-lite');
    await page.route(`${FUNCTIONS_URL}/crypto-signup-notification`, (route) => route.abort('connectionrefused'));
    await submitButton(page).click();
    await expect(page.getByText('Failed to submit form: Please try again', { exact: true })).toBeVisible(LOAD);
    await page.getByText('Debug info (for support)').click();
    await expect(page.locator('details')).toContainText('no answer');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(submitButton(page)).toBeEnabled();
    expect(await clientRowsFor(request, email)).toEqual([]);
  });

  test('an answer without a client is an unexpected error, with the status in the panel', async ({ page }) => {
    await page.goto('/signup-with-crypto');
    const email = await fillForm(page, 'reply-rocket-lite');
    await page.route(`${FUNCTIONS_URL}/crypto-signup-notification`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{}',
      }),
    );
    await submitButton(page).click();
    await expect(page.getByText('An unexpected error occurred. Please try again.', { exact: true })).toBeVisible(LOAD);
    await page.getByText('Debug info (for support)').click();
    await expect(page.locator('details')).toContainText('Status200');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(submitButton(page)).toBeEnabled();
  });

  test('offline: says so before sending, sends nothing and keeps what was typed across a reload', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/signup-with-crypto');
    const email = await fillForm(page, 'special-agreement');
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/functions/v1/crypto-signup-notification')) calls += 1;
    });
    await context.setOffline(true);
    const notice = "You're offline. Your details are saved on this device: connect to the internet, then submit again.";
    await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
    await submitButton(page).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: notice })).toBeVisible();
    expect(calls).toBe(0);

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email, LOAD);
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States');
    await expect(page.getByLabel('Product', { exact: true })).toHaveValue('special-agreement');
    // Consent is given afresh, not restored.
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await page.getByRole('checkbox').check();
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/crypto-transaction\//, LOAD);
    await expect(page.getByText('Selected product: Special agreement')).toBeVisible(LOAD);
    expect(await clientRowsFor(request, email)).toHaveLength(1);
  });
});
