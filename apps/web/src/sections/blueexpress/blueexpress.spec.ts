// BlueExpress in the browser: the shipments list filtered by state; a shipment created and charged, its drop-off
// code shown once, then cancelled with a refund and its reason (refused without one); a seeded shipment in transit
// marked delivered, its timeline and its printable label (QR code, print media); the tariff edited; the phone view;
// axe scans and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/blueexpress');
  await expect(page.getByRole('heading', { name: 'BlueExpress', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'shipment');
  await list.settled();
  return list;
}

async function expectNoInternals(page: Page) {
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN|[0-9a-f]{8}-[0-9a-f]{4}-/);
}

test('the shipments list filters by state', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  expect(await list.total()).toBeGreaterThanOrEqual(8);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-list-1440');
  await list.selectFilter('State', 'In transit');
  const states = await list.texts('state');
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['In transit']));
  await expectNoInternals(page);
});

test('a shipment in transit is marked delivered, and its label prints', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('State', 'In transit');
  await list.rows().first().getByTestId('shipment-link').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'in-transit');
  await expect(page.getByTestId('shipment-timeline').locator('li')).toHaveCount(4);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-shipment-1440');
  await page.getByTestId('move-delivered').click();
  const dialog = page.getByTestId('move-dialog');
  await expectAccessible(page, '[data-testid="move-dialog"]');
  await dialog.getByTestId('move-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'delivered');
  await expect(page.getByTestId('shipment-timeline').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('shipment-actions')).toHaveCount(0);
  await expectNoInternals(page);

  await page.getByTestId('print-label').click();
  const label = page.getByTestId('shipment-label');
  await expect(label).toBeVisible();
  await expect(label.getByTestId('shipment-qr')).toBeVisible();
  const number = await label.getByTestId('label-number').innerText();
  expect(number).toMatch(/^BX-\d{7}$/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-label-1440');
  await expect(page.getByTestId('shipment-label-print')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shipment-label-print')).toBeVisible();
  await expect(label).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await quietScreenshot(page, 'blueexpress-label-print');
  await page.emulateMedia({ media: 'screen' });
});

test('a new shipment is charged, shows its drop-off code once, and is cancelled with a refund', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  await openList(page);
  await page.getByTestId('new-shipment').click();
  const form = page.getByTestId('create-shipment-form');
  await form.getByTestId('create-submit').click();
  await expect(form.getByTestId('issue-create-buid-issue')).toHaveText('Choose one.');
  await form.getByLabel('Building').selectOption({ index: 1 });
  await expect(form.getByLabel('Drop-off locker').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Drop-off locker').selectOption({ index: 1 });
  await expect(form.getByLabel('Sender').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Sender').selectOption({ index: 1 });
  await form.getByLabel('Recipient name').fill('Grace Hopper');
  await form.getByLabel('Recipient phone').fill('416 555 0177');
  await form.getByLabel('A street address').check();
  await form.getByLabel('Street address', { exact: true }).fill('100 Queen St W, Toronto');
  await form.getByLabel('Size').selectOption('M');
  await form.getByLabel('Service').selectOption({ label: 'Same day' });
  await expect(form.getByTestId('create-price')).toContainText('$');
  await form.getByLabel('Card token').fill('pm_card_visa');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-create-1440');
  await form.getByTestId('create-submit').click();

  const shown = page.getByTestId('drop-off-code-dialog');
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('drop-off-code')).toHaveValue(/^\d{6}$/);
  await expectAccessible(page, '[data-testid="drop-off-code-dialog"]');
  await page.getByTestId('drop-off-code-done').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'created');
  await expect(page.getByTestId('fact-payment')).toHaveText('Paid');
  await expect(page.getByTestId('drop-off-code')).toHaveCount(0);

  await page.getByTestId('cancel-shipment').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog.getByTestId('issue-cancel-reason-issue')).toHaveText(
    'Give a reason of up to 200 characters.',
  );
  await dialog.getByLabel('Reason').fill('Sender changed their mind');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('fact-payment')).toHaveText('Refunded');
  await expect(page.getByTestId('shipment-timeline')).toContainText('Sender changed their mind');
  await expectNoInternals(page);
});

test('the tariff takes a new price and refuses what is not an amount', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/blueexpress/tariff');
  const price = page.getByLabel('Same day price for size XS');
  await expect(price).toBeVisible();
  await price.fill('abc');
  await page.getByTestId('tariff-save').click();
  await expect(page.getByTestId('issue-tariff-XS-same-day-issue')).toHaveText(
    'Type an amount such as 12.50.',
  );
  await price.fill('12.34');
  await page.getByTestId('tariff-save').click();
  await expect(page.getByText('Tariff saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Same day price for size XS')).toHaveValue('12.34');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-tariff-1440');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shipments become cards, and a shipment and its label stack', async ({ page }) => {
    test.slow();
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'blueexpress-list-390');
    await list.rows().first().getByTestId('shipment-link').click();
    await expect(page.getByTestId('shipment-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'blueexpress-shipment-390');
    await page.getByTestId('print-label').click();
    await expect(page.getByTestId('shipment-label')).toBeVisible();
    await quietScreenshot(page, 'blueexpress-label-390');
  });
});
