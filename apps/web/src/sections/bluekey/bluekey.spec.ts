// BlueKey in a browser: the known carriers with their logos, a carrier's page (figures over a period, its keys, the
// uses), the courier keys filtered by state and carrier, a new PIN key and a new QR key shown once (the QR code
// drawn in the page), and a revoke; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test.describe.configure({ mode: 'default' });
// Each test takes several screenshots and axe scans on a shared machine.
test.beforeEach(() => test.setTimeout(90_000));

test('BlueKey lists the carriers and shows one carrier’s figures, keys and uses', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/bluekey');
  await expect(page.getByRole('heading', { name: 'BlueKey', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'carrier');
  await list.settled();
  expect(await list.total()).toBe(8);
  expect(await list.texts('code')).toEqual(['AMZN', 'CPC', 'CANPAR', 'DHL', 'FDX', 'ICOM', 'PURO', 'UPS']);
  await expect(list.rows().getByTestId('carrier-logo')).toHaveCount(8);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'bluekey-carriers-1440');

  await list.rows().filter({ hasText: 'Canada Post' }).getByTestId('carrier-link').click();
  await expect(page.getByRole('heading', { name: 'Canada Post', level: 1 })).toBeVisible();
  const figures = page.getByTestId('carrier-figures');
  await expect(figures.getByTestId('stat-parcels-value')).not.toHaveText('0');
  await expect(figures.getByTestId('stat-overdue-value')).toHaveText(/%$/);
  await expect(page.getByTestId('carrier-keys').getByTestId('table-row')).toHaveCount(3);
  await expect(page.getByTestId('key-uses').getByTestId('table-row').first()).toBeVisible();
  // A narrower period counts fewer parcels, or as many.
  const wide = Number((await figures.getByTestId('stat-parcels-value').innerText()).replace(/\D/g, ''));
  await figures.getByLabel('From').fill(await figures.getByLabel('To (included)').inputValue());
  await figures.getByRole('button', { name: 'Show' }).click();
  await expect
    .poll(async () =>
      Number((await figures.getByTestId('stat-parcels-value').innerText()).replace(/\D/g, '')),
    )
    .toBeLessThanOrEqual(wide);
  await expect(page.locator('main')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'bluekey-carrier-1440');
});

test('Courier keys: filtered, made once as a PIN and as a QR code, and revoked', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/bluekey/keys');
  const list = new ListPageObject(page, 'courier-key');
  await list.settled();
  const before = await list.total();
  expect(before).toBe(24);
  expect(new Set(await list.texts('state'))).toEqual(
    new Set(['Active', 'Not started', 'Expired', 'Revoked']),
  );
  await list.selectFilter('Status', 'Revoked');
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Revoked']));
  await list.selectFilter('Carrier', 'UPS');
  await list.resetFilters();

  await page.getByTestId('add-key').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByTestId('issue-key-carrier-issue')).toHaveText('Choose a carrier.');
  await expect(dialog.getByTestId('issue-key-courier-issue')).toHaveText('Enter the courier’s name.');
  await dialog.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await dialog.getByLabel('Courier’s name').fill('Robin Courier');
  await dialog.getByLabel('Phone').fill('416 555 0142');
  await dialog.getByTestId('key-buildings').getByRole('checkbox').first().check();
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'bluekey-key-create-1440');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  let secret = page.getByTestId('key-secret-dialog');
  await expect(secret.getByRole('heading', { name: 'The key of Robin Courier' })).toBeVisible();
  const pin = await secret.getByTestId('key-secret').inputValue();
  expect(pin).toMatch(/^\d{8}$/);
  await secret.getByTestId('key-secret-done').click();
  await expect(page.locator('body')).not.toContainText(pin);

  await page.getByTestId('add-key').click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').selectOption({ label: 'FedEx' });
  await dialog.getByLabel('Courier’s name').fill('Sam Scanner');
  await dialog.getByLabel('Key', { exact: true }).selectOption({ label: 'QR code' });
  await dialog.getByLabel('Find a locker').fill('');
  await dialog.getByTestId('key-lockers').getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  secret = page.getByTestId('key-secret-dialog');
  await expect(secret.getByTestId('key-qr')).toBeVisible();
  const qr = await secret.getByTestId('key-secret').inputValue();
  expect(qr).toMatch(/^BK1\./);
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'bluekey-key-qr-1440');
  await secret.getByTestId('key-secret-done').click();

  await list.settled();
  expect(await list.total()).toBe(before + 2);
  const row = list.rows().filter({ hasText: 'Robin Courier' });
  await expect(row.locator('[data-column="state"]')).toHaveText('Active');
  await expect(row.locator('[data-column="last-used"]')).toHaveText('Never');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'bluekey-keys-1440');
  const menu = await list.openRowMenu(row);
  await menu.getByText('Revoke').click();
  await expect(page.getByText('The key of Robin Courier is revoked.')).toBeVisible();
  await expect(row.locator('[data-column="state"]')).toHaveText('Revoked');

  await row.getByTestId('key-link').click();
  await expect(page.getByTestId('key-page')).toHaveAttribute('data-state', 'revoked');
  await expect(page.getByTestId('revoke-key')).toHaveCount(0);
  await expect(page.getByText(/Revoked .* by sysadmin/)).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'bluekey-key-1440');
});

test('BlueKey on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/bluekey');
  const list = new ListPageObject(small, 'carrier');
  await list.settled();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'bluekey-carriers-390');
  await list.rows().filter({ hasText: 'Amazon' }).getByTestId('carrier-link').click();
  await expect(small.getByTestId('carrier-figures').getByTestId('stat-parcels-value')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'bluekey-carrier-390');
  await small.goto('/#/bluekey/keys');
  const keys = new ListPageObject(small, 'courier-key');
  await keys.settled();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'bluekey-keys-390');
  await phone.close();
});
