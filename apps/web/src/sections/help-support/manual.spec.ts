// The Manual in a browser: a page's help link opens its chapter; the search narrows the chapters; a building manager
// sees the chapters of their own menus only, in French too; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('a page’s help opens its chapter of the manual, and the manual is searchable', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/customer-service');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByTestId('page-help').click();
  await expect(page.getByRole('heading', { name: 'Manual', level: 1 })).toBeVisible();
  await expect(page.getByTestId('chapter-support')).toHaveClass(/border-primary/);
  await expect(page.getByTestId('chapter-support')).toContainText('urgent 2 hours');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'manual-1440');
  await page.getByLabel('Search the manual').fill('crash resolved');
  await expect(page.getByTestId('manual-found')).toHaveText('1 chapter matches');
  await expect(page.getByTestId('chapter-logs')).toBeVisible();
  await expect(page.getByTestId('chapter-support')).toHaveCount(0);
  await page.getByLabel('Search the manual').fill('zzzz');
  await expect(page.getByText('Nothing in the manual matches this search.')).toBeVisible();
});

test('the newer sections open their own chapters: BlueKey, Group-Buy Setup, Community Msgs', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  for (const [route, chapter, words] of [
    ['/#/bluekey', 'bluekey', 'Revoke a key'],
    ['/#/group-buy-schedule', 'commerce', 'price tiers'],
    ['/#/community', 'community', 'Pin a notice'],
  ] as const) {
    await page.goto(route);
    await page.getByTestId('page-help').click();
    await expect(page.getByRole('heading', { name: 'Manual', level: 1 })).toBeVisible();
    await expect(page.getByTestId(`chapter-${chapter}`)).toHaveClass(/border-primary/);
    await expect(page.getByTestId(`chapter-${chapter}`)).toContainText(words);
  }
});

test('a building manager reads the chapters of their menus on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'bdadmin');
  await small.goto('/#/help-support/manual');
  await expect(small.getByTestId('chapter-start')).toBeVisible();
  await expect(small.getByTestId('chapter-parcels')).toBeVisible();
  await expect(small.getByTestId('chapter-support')).toHaveCount(0);
  await expect(small.getByTestId('chapter-logs')).toHaveCount(0);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'manual-390');
  await phone.close();
});
