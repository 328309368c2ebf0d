// The Shop in the browser: reached from the Orders page header; the catalogue with its pictures, filtered by category
// and searched; a new item made with an uploaded picture, restocked in a building with the move on its ledger; an
// order placed for a member, put into a free compartment and another one cancelled; the phone view; axe scans and
// screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

// A 2×2 PNG, red: enough for the server to read it as a picture and make its thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

// Each test walks several pages with an axe scan on each; the shared test machine needs more than the default.
test.describe.configure({ timeout: 120_000 });

async function openCatalogue(page: Page): Promise<ListPageObject> {
  await page.goto('/#/orders');
  await page.getByTestId('orders-shop-link').click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'shop-item');
  await list.settled();
  return list;
}

test('the catalogue shows pictured items, filters by category and searches', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openCatalogue(page);
  expect(await list.rows().count()).toBeGreaterThan(5);
  await expect(list.rows().first().locator('img')).toBeVisible();
  await expect
    .poll(() =>
      list
        .rows()
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'shop-catalogue-1440');
  await list.selectFilter('Category', 'Drinks');
  const categories = await list.texts('category');
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['Drinks']));
  await list.resetFilters();
  await list.searchFilter('Search', 'batteries');
  expect(await list.texts('name')).toEqual(['AA batteries, 4 pack']);
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test('a new item gets a picture, is restocked and shows the move on its ledger', async ({ page }) => {
  await login(page, 'sysadmin');
  await openCatalogue(page);
  await page.getByTestId('shop-new-item').click();
  await expect(page.getByRole('heading', { name: 'New item', level: 1 })).toBeVisible();
  const form = page.getByTestId('shop-item-form');
  await form.getByLabel('Name').fill('Umbrella');
  await form.getByLabel('SKU').fill(`oth-umbrella-${Date.now()}`);
  await form.getByLabel('Price').fill('12,5');
  await form.getByLabel('Category').selectOption({ label: 'Other' });
  await page
    .getByTestId('item-picture-file')
    .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('item-pictures').locator('img')).toHaveCount(1);
  await page.getByTestId('shop-item-save').click();
  await expect(page.getByRole('heading', { name: 'Umbrella', level: 1 })).toBeVisible();
  await expect(page.getByText('CA$12.50').or(page.getByText('$12.50')).first()).toBeVisible();
  const stock = page.getByTestId('shop-stock');
  await stock.getByTestId('stock-restock').first().click();
  const dialog = page.getByTestId('stock-dialog');
  await dialog.getByLabel('Units').fill('12');
  await dialog.getByTestId('stock-submit').click();
  await expect(dialog.getByTestId('issue-stock-reason-issue')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Delivery note 4471');
  await expectAccessible(page, '[data-testid="stock-dialog"]');
  await dialog.getByTestId('stock-submit').click();
  await expect(dialog).toHaveCount(0);
  const move = page.getByTestId('stock-move').first();
  await expect(move).toHaveAttribute('data-kind', 'restock');
  await expect(move).toContainText('Delivery note 4471');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'shop-item-1440');
});

test('an order is placed for a member, put in a locker, and another is cancelled', async ({ page }) => {
  await login(page, 'sysadmin');
  await openCatalogue(page);
  await page.getByTestId('shop-orders-link').click();
  await expect(page.getByRole('heading', { name: 'Shop orders', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'shop-order');
  await list.settled();
  await page.getByTestId('place-order').click();
  const dialog = page.getByTestId('place-order-dialog');
  const member = dialog.getByLabel('Member', { exact: true });
  await expect(member.locator('option')).not.toHaveCount(1);
  await member.selectOption({ index: 1 });
  await dialog.getByLabel('Item', { exact: true }).selectOption({ label: 'Trail mix · CA$5.99' });
  await expect(dialog.getByTestId('order-total')).toContainText('5.99');
  await expectAccessible(page, '[data-testid="place-order-dialog"]');
  await dialog.getByTestId('place-order-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/placed and paid/)).toBeVisible();

  await list.selectFilter('Fulfilment', 'Processing');
  const first = list
    .rows()
    .filter({ has: page.getByTestId('order-fulfil') })
    .first();
  const number = await first.getByTestId('order-link').innerText();
  await first.getByTestId('order-fulfil').click();
  const fulfil = page.getByTestId('fulfil-dialog');
  const compartment = fulfil.getByLabel('Free compartment');
  await expect(compartment.locator('option')).not.toHaveCount(1);
  await compartment.selectOption({ index: 1 });
  await expectAccessible(page, '[data-testid="fulfil-dialog"]');
  await fulfil.getByTestId('fulfil-submit').click();
  await expect(fulfil).toHaveCount(0);
  await expect(page.getByText(`Order ${number} waits in`)).toBeVisible();

  await list.selectFilter('Fulfilment', 'Waiting in a locker');
  const waiting = list.rows().first();
  const waitingNumber = await waiting.getByTestId('order-link').innerText();
  await waiting.getByTestId('order-cancelOrder').click();
  const cancel = page.getByTestId('cancelOrder-dialog');
  await cancel.getByLabel('Reason').fill('Member moved away');
  await cancel.getByTestId('cancelOrder-submit').click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByText(`Order ${waitingNumber} cancelled.`)).toBeVisible();
  await list.resetFilters();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'shop-orders-1440');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the catalogue and the orders become cards', async ({ page }) => {
    await login(page, 'sysadmin');
    await page.goto('/#/shopping-mall');
    const list = new ListPageObject(page, 'shop-item');
    await list.settled();
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'shop-catalogue-390');
    await list.rows().first().getByTestId('shop-item-link').click();
    await expect(page.getByTestId('shop-item-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'shop-item-390');
    await page.goto('/#/shopping-mall/orders');
    await new ListPageObject(page, 'shop-order').settled();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'shop-orders-390');
  });
});

test('a business partner sees its own buildings and cannot change the catalogue', async ({ page }) => {
  await login(page, 'partneradmin');
  await page.goto('/#/shopping-mall');
  const list = new ListPageObject(page, 'shop-item');
  await list.settled();
  await expect(page.getByTestId('shop-new-item')).toHaveCount(0);
  await list.rows().first().getByTestId('shop-item-link').click();
  await expect(
    page.getByText('Only system administrators of the operator change the catalogue.'),
  ).toBeVisible();
  await expect(page.getByTestId('shop-stock').locator('tbody tr')).toHaveCount(4);
});
