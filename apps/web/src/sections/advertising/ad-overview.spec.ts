// The advertising admin's home: level 6 lands on the advertising overview after login (and from '/'), which shows
// the seeded campaigns ending soon and the contracts running out; a system admin may open it, a building manager
// may not; axe at 1440 px and the phone layout at 390 px.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('the advertising admin lands on the advertising overview', async ({ page }) => {
  await login(page, 'adadmin');
  await expect(page).toHaveURL(/#\/ad-overview$/);
  await expect(page.getByRole('heading', { name: 'Advertising overview', level: 1 })).toBeVisible();
  const ending = page.getByTestId('ending-soon');
  await expect(ending).toContainText('Fibre launch');
  await expect(ending).toContainText('New year, new you');
  await expect(page.getByTestId('contracts-ending')).toContainText('Harbour Fitness');
  await expect(page.getByTestId('running-now').getByTestId('overview-group').first()).toBeVisible();
  expect(Number(await page.getByTestId('figure-running').locator('.h3').innerText())).toBeGreaterThanOrEqual(
    5,
  );
  await expect(page.locator('main')).not.toContainText('|');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-overview-1440');

  // The brand's '/' leads to the same home.
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/ad-overview$/);
  await page.getByTestId('figure-without-ads').click();
  await expect(page).toHaveURL(/#\/business\?view=/);
  await expect(page.getByLabel('Ads', { exact: true })).toHaveValue('2');
});

test('the overview on a phone, for a system admin, and refused to a building manager', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'adadmin');
  await expect(page.getByTestId('ending-soon')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'ad-overview-390');
  await phone.close();

  const admin = await browser.newContext();
  const sysadmin = await admin.newPage();
  await login(sysadmin, 'sysadmin');
  await expect(sysadmin).toHaveURL(/#\/$/);
  await sysadmin.goto('/#/ad-overview');
  await expect(sysadmin.getByTestId('ending-soon')).toBeVisible();
  await admin.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'bdadmin');
  await other.goto('/#/ad-overview');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await expect(other.getByTestId('ending-soon')).toHaveCount(0);
  await context.close();
});
