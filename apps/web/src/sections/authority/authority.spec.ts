// The Authority page in a browser: the demo staff with their levels and states, creating an account (the schema's
// issues first) and seeing its temporary password once, signing in with it, then disabling it; the two-factor rule
// per level and the access matrix; a partner admin sees only their partner's staff; at 1440 px and on a 390 px
// phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test.describe.configure({ mode: 'default' });

test('Authority lists staff; an admin creates an account, sees its password once, and disables it', async ({
  page,
  browser,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/authority');
  await expect(page.getByRole('heading', { name: 'Authority', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'staff');
  await list.settled();
  const before = await list.total();
  expect(before).toBeGreaterThanOrEqual(15);
  const former = list.rows().filter({ hasText: 'former.manager' });
  await expect(former.locator('[data-column="state"]')).toHaveText('Disabled');
  const parcels = list.rows().filter({ has: page.getByText('parceladmin', { exact: true }) });
  await expect(parcels.locator('[data-column="level"]')).toHaveText('ParcelAdmin');
  // The seed requires two-factor of level 17 (Amenity) only, so ParcelAdmin signs in with a password alone.
  await expect(parcels.locator('[data-column="twoFactor"]')).toHaveText('Off');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'authority-1440');

  await page.getByTestId('add-staff').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('x');
  await dialog.getByTestId('staff-submit').click();
  await expect(dialog.getByTestId('issue-staff-username-issue')).toHaveText(
    'Use 3 to 32 letters, digits, dots, dashes or underscores.',
  );
  await expect(dialog.getByTestId('issue-staff-email-issue')).toHaveText('Enter a valid email address.');
  await dialog.getByLabel('Username').fill('e2e.manager');
  await dialog.getByLabel('Email').fill('e2e.manager@bluebox.example');
  await dialog.getByLabel('Language').selectOption({ label: 'French' });
  await dialog.getByLabel('Find a building').fill('');
  await dialog.getByTestId('staff-buildings').getByRole('checkbox').first().check();
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'authority-create-1440');
  await dialog.getByTestId('staff-submit').click();

  const shown = page.getByTestId('staff-password-dialog');
  await expect(shown.getByRole('heading', { name: 'Account e2e.manager created' })).toBeVisible();
  const password = await shown.getByTestId('staff-password').inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  await expectAccessible(page, '[role="dialog"]');
  await shown.getByTestId('staff-password-done').click();
  await expect(page.locator('body')).not.toContainText(password);
  await list.settled();
  // Other tests make accounts at the same time: the new one is found by name, once.
  expect(await list.total()).toBeGreaterThan(before);
  await list.searchFilter('Search', 'e2e.manager');
  expect(await list.total()).toBe(1);
  const row = list.rows().filter({ hasText: 'e2e.manager' });
  await expect(row.locator('[data-column="language"]')).toHaveText('French');

  // The new account signs in with its temporary password.
  const other = await browser.newContext();
  const newcomer = await other.newPage();
  await login(newcomer, 'e2e.manager', password);
  await list.settled();
  await page.reload();
  await list.settled();
  await expect(row.locator('[data-column="sessions"]')).toHaveText('1');
  const sessions = await list.openRowMenu(row);
  await sessions.getByText('Sessions').click();
  const sessionDialog = page.getByTestId('staff-sessions-dialog');
  await expect(sessionDialog.getByText(/^From /)).toHaveCount(1);
  await expectAccessible(page, '[role="dialog"]');
  await sessionDialog.getByRole('button', { name: 'Close' }).last().click();

  const menu = await list.openRowMenu(row);
  await menu.getByText('Disable').click();
  await page.getByTestId('staff-confirm-action').click();
  await expect(page.getByText('e2e.manager is disabled and signed out everywhere.')).toBeVisible();
  await expect(row.locator('[data-column="state"]')).toHaveText('Disabled');
  await other.close();
});

test('Authority: two-factor by level and the access matrix', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/authority');
  await page.getByRole('tab', { name: 'Two-factor by level' }).click();
  const policy = page.getByTestId('two-factor-policy');
  await expect(policy.getByLabel('Amenity')).toBeChecked();
  await expect(policy.getByLabel('ParcelAdmin')).not.toBeChecked();
  // The switch shows the server's answer: it turns on once the rule is saved.
  await policy.getByLabel('ADAdmin').click();
  await expect(page.getByText('Two-factor is now required for ADAdmin.')).toBeVisible();
  await expect(policy.getByLabel('ADAdmin')).toBeChecked();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'authority-policy-1440');
  await policy.getByLabel('ADAdmin').click();
  await expect(page.getByText('Two-factor is now optional for ADAdmin.')).toBeVisible();

  await page.getByRole('tab', { name: 'Access by level' }).click();
  const matrix = page.getByTestId('access-matrix');
  const tokensRow = matrix.locator('tr[data-row="tokens"]').first();
  await expect(tokensRow.getByRole('img', { name: 'Yes' })).toHaveCount(1);
  const parcelsRow = matrix.locator('tr[data-row="parcels"]').first();
  expect(await parcelsRow.getByRole('img', { name: 'Yes' }).count()).toBeGreaterThan(5);
  await matrix.getByTestId('acts-authority').locator('summary').click();
  await expect(
    matrix.getByTestId('acts-authority').getByRole('row', { name: /set two-factor policy/ }),
  ).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'authority-matrix-1440');
});

test('Authority for a partner admin, on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'partneradmin');
  await small.goto('/#/authority');
  const list = new ListPageObject(small, 'staff');
  await list.settled();
  expect(await list.total()).toBeGreaterThanOrEqual(3);
  await expect(small.getByText('sysadmin', { exact: true })).toHaveCount(0);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'authority-390');
  await small.getByTestId('add-staff').click();
  const dialog = small.getByRole('dialog');
  // Only their partner, and no level that reaches every building.
  await expect(dialog.getByLabel('Partner').locator('option')).toHaveCount(1);
  await expect(dialog.getByLabel('Level').locator('option', { hasText: 'ParcelAdmin' })).toHaveCount(0);
  await expectAccessible(small, '[role="dialog"]');
  await quietScreenshot(small, 'authority-dialog-390');
  await phone.close();
});
