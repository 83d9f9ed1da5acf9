import { presetConsent } from './consentHelpers.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ context }) => {
  await presetConsent(context);
});

test('/l1 on a phone: one column of heading, three stats, features, form, testimonials, trusted-by', async ({
  page,
}) => {
  await page.goto('/l1');
  const main = page.getByRole('main');
  const stats = main.getByRole('list', { name: 'Results our customers see' }).filter({ visible: true });
  await expect(stats).toHaveCount(1);
  await expect(stats.getByRole('listitem')).toHaveCount(3);
  const blocks = [
    main.getByRole('heading', { level: 1 }),
    stats,
    main.getByRole('heading', { name: 'What you get with ReplyRocket' }),
    main.getByRole('heading', { name: 'Start your free 7-day trial' }),
    main.getByRole('heading', { name: 'What our customers say' }),
    main.getByRole('heading', { name: 'Trusted by 100+ top web3 projects' }),
  ];
  // One column in the order of docs/product.md#trial-landing-pages: each block starts at the left gutter, below the one
  // before it.
  const boxes = [];
  for (const block of blocks) {
    boxes.push(
      await block.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { left: rect.left, top: rect.top + window.scrollY };
      }),
    );
  }
  const tops = boxes.map((box) => box.top);
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  const width = page.viewportSize()!.width;
  for (const box of boxes) expect(box.left).toBeLessThan(width / 4);
  // The mentor panel is part of the desktop layout only.
  await expect(main.getByRole('complementary', { name: /strategy call/i })).toBeHidden();
});
