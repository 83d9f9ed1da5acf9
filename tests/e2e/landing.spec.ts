import AxeBuilder from '@axe-core/playwright';
import { headingFor } from '../../src/routes/routeTable.ts';
import { presetConsent } from './consentHelpers.ts';
import { E2E } from './env.ts';
import { expect, test } from './fixtures.ts';
import { SUBMIT_SETTLES_MS } from './leadHelpers.ts';

interface LeadRow {
  project: string;
  email: string | null;
}

async function leadRows(): Promise<LeadRow[]> {
  const response = await fetch(`${E2E.backendUrl}/_local/rows/leads`, { headers: { 'x-local-admin': E2E.adminToken } });
  return (await response.json()) as LeadRow[];
}

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

const pages = [
  { path: '/l1', successPath: '/vsl2', badge: false },
  { path: '/superteaml1', successPath: '/superteam', badge: true },
] as const;

for (const { path, successPath, badge } of pages) {
  test.describe(path, () => {
    test('has the form card, the badge, links to /privacy and /terms, testimonials and the trusted-by row', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor(path));
      await expect(page.getByText('London BuildStation Exclusive / Special', { exact: true })).toHaveCount(
        badge ? 1 : 0,
      );
      await expect(page.getByText('Limited Free Trials', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/np1');
      await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
      await expect(page.getByRole('heading', { name: 'Trusted by 100+ top web3 projects' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Trusted by 100+ top web3 projects' }).getByRole('img'),
      ).toHaveCount(6);
      await expect(page.getByRole('button', { name: /previous/i })).toBeVisible();
      await expect(page.getByRole('button', { name: /next/i })).toBeVisible();
    });

    test(`a new trial lead is saved and lands on ${successPath}`, async ({ page }) => {
      const handle = `@landing_${test.info().project.name}_${path.slice(1)}`;
      await page.goto(path);
      await page.getByLabel('X (Twitter) username').fill(handle);
      await page.getByLabel('Email', { exact: true }).fill(`${path.slice(1)}@example.com`);
      await page.getByRole('button', { name: 'Start My Free Trial' }).click();
      await expect(page).toHaveURL(successPath, { timeout: SUBMIT_SETTLES_MS });
      // /superteam opens its demo popup on arrival, which hides the page behind it from assistive tech.
      await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(headingFor(successPath));
      await expect.poll(async () => (await leadRows()).filter((row) => row.project === handle).length).toBe(1);
    });

    test('Watch Demo goes to /np1, where the demo opens', async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: 'Watch Demo' }).click();
      await expect(page).toHaveURL('/np1');
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
}

test('/l1 has no axe violations', async ({ page }) => {
  test.slow(); // axe walks the whole page: slow on a loaded machine
  await page.goto('/l1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingFor('/l1'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
