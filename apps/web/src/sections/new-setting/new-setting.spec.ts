// New building in the browser: a system admin creates a building (the form refuses what the act's schema refuses,
// beside each field), installs its first locker and sees its secret once; others are refused the page.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('a system admin creates a building, then installs its first locker', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/new-setting');
  await expect(page.getByRole('heading', { name: 'New building', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create building' }).click();
  await expect(page.getByTestId('issue-new-bname-issue')).toHaveText('Give the building a name.');
  await expect(page.getByTestId('issue-new-street-issue')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true }).first()).toHaveAttribute('aria-invalid', 'true');

  const name = `Harbourfront Lofts ${Date.now() % 100000}`;
  await page.getByLabel('Name', { exact: true }).first().fill(name);
  await page.getByLabel('Street').fill('10 Queens Quay W');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Province').fill('ON');
  await page.getByLabel('Postal code').fill('M5J 2R9');
  await page.getByLabel('Time zone').selectOption('America/Toronto');
  await page.getByLabel('Remind the recipient every (hours)').fill('100');
  await page.getByRole('button', { name: 'Create building' }).click();
  await expect(page.getByTestId('issue-new-reminder_every_hours-issue')).toBeVisible();
  await page.getByLabel('Remind the recipient every (hours)').fill('12');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'new-setting-form-1440');

  await page.getByRole('button', { name: 'Create building' }).click();
  const next = page.getByTestId('new-building-next');
  await expect(next.getByRole('heading', { name: `${name} is ready` })).toBeVisible();

  await next.getByRole('button', { name: 'Install the first locker' }).click();
  const dialog = page.getByTestId('create-dialog');
  await expect(dialog.getByLabel('Building', { exact: true }).locator('option:checked')).toHaveText(name);
  await dialog.getByLabel('Model').selectOption({ index: 1 });
  await dialog.getByLabel('Place in the building').fill('Lobby');
  await dialog.getByRole('button', { name: 'Add machine' }).click();
  await expect(page.getByRole('dialog').getByText(/shown only now/)).toBeVisible();
});

test('the New building page on a phone and for other roles', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'sysadmin');
  await page.goto('/#/new-setting');
  await expect(page.getByRole('button', { name: 'Create building' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'new-setting-form-390');
  await phone.close();

  for (const username of ['partneradmin', 'bdadmin']) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await login(other, username);
    await other.goto('/#/new-setting');
    await expect(other.getByTestId('access-refused')).toBeVisible();
    await expect(other.getByTestId('new-building-form')).toHaveCount(0);
    await context.close();
  }
});
