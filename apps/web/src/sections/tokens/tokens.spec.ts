// The Tokens page in a browser: the demo tokens with their owner, state and last use, creating one (the schema's
// issues first, then an account, its actions and a day) and seeing its token once with a Copy button, then revoking
// it; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

// One after another: the first test counts the list's rows.
test.describe.configure({ mode: 'default' });

test('Tokens lists API tokens; staff create one, see it once, and revoke it', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/tokens');
  await expect(page.getByRole('heading', { name: 'Tokens', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'token');
  await list.settled();
  const before = await list.total();
  expect(before).toBeGreaterThanOrEqual(4);
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Active', 'Expired', 'Revoked']));
  const courier = list.rows().filter({ hasText: 'Courier portal sync' });
  await expect(courier.locator('[data-column="owner"]')).toHaveText('partneradmin');
  await expect(courier.locator('[data-column="acts"]')).toHaveText('parcel list, all buildings');

  await page.getByTestId('add-token').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByTestId('issue-token-name-issue')).toHaveText('Enter a name.');
  await expect(dialog.getByTestId('issue-token-acts-issue')).toHaveText(
    'Choose at least one action this account may use.',
  );
  await dialog.getByLabel('Name').fill('Resident app sync');
  await dialog.getByLabel('Acts as').selectOption({ label: 'bdadmin' });
  // A building manager's token cannot list what only a system admin may do.
  await dialog.getByLabel('Find an action').fill('blocked');
  await expect(dialog.getByText('No action matches.')).toBeVisible();
  await dialog.getByLabel('Find an action').fill('members');
  await dialog.getByLabel('members', { exact: true }).check();
  await expect(dialog.getByTestId('token-acts').getByText('1 chosen')).toBeVisible();
  // Every action shown at once (here, those with 'members' in their name).
  const shownActs = await dialog.getByTestId('token-acts').getByRole('checkbox').count();
  expect(shownActs).toBeGreaterThan(1);
  await dialog.getByRole('button', { name: 'Choose all shown' }).click();
  await expect(dialog.getByTestId('token-acts').getByText(`${shownActs} chosen`)).toBeVisible();
  // Narrowed to one of the account's buildings.
  const buildings = dialog.getByTestId('token-buildings');
  await expect(buildings.getByText('All', { exact: true })).toBeVisible();
  const firstBuilding = buildings.getByRole('checkbox').first();
  const buildingName = await buildings.locator('.form-check-label').first().innerText();
  await firstBuilding.check();
  await expect(buildings.getByText('1 chosen')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'tokens-create-1440');
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const secret = page.getByTestId('token-secret-dialog');
  await expect(secret.getByRole('heading', { name: 'Token Resident app sync is ready' })).toBeVisible();
  const token = await secret.getByTestId('token-secret').inputValue();
  expect(token).toMatch(/^bmt_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
  await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'tokens-secret-1440');
  await secret.getByTestId('token-secret-done').click();

  await list.settled();
  expect(await list.total()).toBe(before + 1);
  const row = list.rows().filter({ hasText: 'Resident app sync' });
  await expect(row.locator('[data-column="state"]')).toHaveText('Active');
  await expect(row.locator('[data-column="lastUsed"]')).toHaveText('Never');
  await expect(row.locator('[data-column="buildings"]')).toHaveText(buildingName);
  await expect(courier.locator('[data-column="buildings"]')).toHaveText('All of the account’s');
  // The token is shown once: the page holds only its public start.
  await expect(page.locator('body')).not.toContainText(token.slice('bmt_'.length + 17));
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'tokens-1440');

  const menu = await list.openRowMenu(row);
  await menu.getByText('Revoke').click();
  await expect(page.getByText('Token Resident app sync is revoked: it no longer works.')).toBeVisible();
  await expect(row.locator('[data-column="state"]')).toHaveText('Revoked');
});

test('Tokens on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/tokens');
  const list = new ListPageObject(small, 'token');
  await list.settled();
  await expect(list.rows().first()).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'tokens-390');
  await small.getByTestId('add-token').click();
  const dialog = small.getByRole('dialog');
  await dialog.getByLabel('Acts as').selectOption({ label: 'partneradmin' });
  await expect(dialog.getByTestId('token-buildings').getByRole('checkbox').first()).toBeVisible();
  await expectAccessible(small, '[role="dialog"]');
  await quietScreenshot(small, 'tokens-dialog-390');
  await phone.close();
});
