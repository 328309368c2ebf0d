// Orders in the browser: the list (money in the language's own way, search by barcode, mobile or email, the kind and
// payment filters), an order page with its items, payments, refunds and the locker where it waits, a partial refund
// with a reason (refused above what is left, beside the field), EMCO seeing only its own building's orders and no
// Refund, the phone view as cards; axe scans and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

const orders = (page: Page) => new ListPageObject(page, 'order');

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const list = orders(page);
  await list.settled();
  return list;
}

test('the list shows every kind of order with its money, and finds one by barcode, mobile or email', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  expect(await list.total()).toBeGreaterThan(100);
  const totals = await list.texts('total');
  expect(totals.every((text) => /^CA\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text))).toBe(true);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'orders-list-1440');

  const barcode = (await list.texts('barcode'))[3] ?? '';
  await list.searchFilter('Search', barcode.slice(2, 9));
  expect(await list.texts('barcode')).toEqual([barcode]);
  await list.resetFilters();

  const contact = (await list.texts('customer'))[0] ?? '';
  const email = contact.split('\n').find((line) => line.includes('@')) ?? '';
  await list.searchFilter('Search', email.slice(0, 8));
  expect((await list.texts('customer')).every((text) => text.includes(email.slice(0, 8)))).toBe(true);
  await list.resetFilters();

  await list.selectFilter('Kind', 'Locker rental');
  expect(new Set(await list.texts('kind'))).toEqual(new Set(['Locker rental']));
  await list.selectFilter('Payment', 'Refunded');
  expect(new Set(await list.texts('payment'))).toEqual(new Set(['Refunded']));
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test('an order page shows its items, payments and locker, and a system admin refunds part of it', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('Payment', 'Paid');
  await list.selectFilter('Fulfilment', 'Waiting in a locker');
  await list.rows().first().getByTestId('order-link').click();
  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByTestId('fact-locker')).toContainText('compartment');
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  await expect(page.getByTestId('order-payment').last()).toContainText('Succeeded');
  await expect(page.getByTestId('order-refunds-card')).toContainText('Nothing was refunded.');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'orders-order-1440');

  await page.getByTestId('refund-order').click();
  const dialog = page.getByTestId('refund-dialog');
  await dialog.getByLabel('Refund everything left').uncheck();
  await dialog.getByLabel('Amount to refund').fill('99999');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog.getByTestId('issue-refund-amount-issue')).toHaveText(
    'That is more than can still be refunded.',
  );
  await expect(dialog.getByTestId('issue-refund-reason-issue')).toHaveText(
    'Say why, in up to 200 characters.',
  );
  await dialog.getByLabel('Amount to refund').fill('1.05');
  await dialog.getByLabel('Reason', { exact: true }).fill('One item arrived damaged');
  await expectAccessible(page, '[data-testid="refund-dialog"]');
  await quietScreenshot(page, 'orders-refund-1440');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toHaveCount(0);
  const refund = page.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('CA$1.05');
  await expect(refund).toContainText('Partial');
  await expect(refund).toContainText('One item arrived damaged');
  await expect(page.getByTestId('fact-payment')).toHaveText('Partly refunded');
  await expect(page.getByTestId('fact-refunded')).toHaveText('CA$1.05');
});

test('EMCO sees only the orders of its own building, and no Refund', async ({ page }) => {
  await login(page, 'emco');
  const list = await openList(page);
  expect(await list.total()).toBeGreaterThan(0);
  expect(new Set(await list.texts('building'))).toEqual(new Set(['Bow River Lofts']));
  await list.selectFilter('Payment', 'Paid');
  await list.rows().first().getByTestId('order-link').click();
  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByTestId('refund-order')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list becomes cards with the filters in a drawer, and an order page stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expect(list.rows().first()).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'orders-list-390');
    await list.openFilters();
    await list.selectFilter('Payment', 'Partly refunded');
    await page.keyboard.press('Escape');
    await list.rows().first().getByTestId('order-link').click();
    await expect(page.getByTestId('order-page')).toBeVisible();
    await expect(page.getByTestId('order-refund').first()).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'orders-order-390');
  });
});
