// The Service page in a browser: the service URLs of act 50038, a malformed address refused beside its field, a good
// one saved; outgoing webhooks added, edited, their secret renewed, tested and their paged log read by the operator,
// a partner admin seeing only their own; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test('Service: the system admin edits a service URL', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/web-service');
  await expect(page.getByRole('heading', { name: 'Service', level: 1 })).toBeVisible();
  const shop = page.getByTestId('service-url-shop');
  await expect(shop.getByLabel('Shop')).not.toHaveValue('');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'web-service-1440');

  await shop.getByLabel('Shop').fill('ftp://shop.example');
  await shop.getByRole('button', { name: 'Save' }).click();
  await expect(shop.getByText('Enter a full http(s) address or a path starting with /.')).toBeVisible();
  await shop.getByLabel('Shop').fill('https://shop.bluebox.example/store');
  await shop.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shop saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('service-url-shop').getByLabel('Shop')).toHaveValue(
    'https://shop.bluebox.example/store',
  );
});

test('Service on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/web-service');
  await expect(small.getByTestId('service-url-community')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'web-service-390');
  await phone.close();
});

test('Service: an outgoing webhook is added, its secret shown once, edited, a test sent and its log read', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/web-service');
  const form = page.getByTestId('webhook-form');
  // An address that is not https is refused, saying why.
  await form.getByLabel('Address').fill('http://hooks.example.com/x');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText(/expected an https:\/\/ address/)).toBeVisible();
  const url = `https://hooks.example.com/e2e-${Date.now().toString(36)}`;
  await form.getByLabel('Address').fill(url);
  await form.getByLabel('Locker offline').check();
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveValue(/^whsec_/);
  const first = await page.getByTestId('webhook-secret').inputValue();
  await page.getByTestId('webhook-secret-done').click();

  const list = new ListPageObject(page, 'webhooks');
  await list.settled();
  const row = list.rows().filter({ hasText: url });
  await expect(row.getByText('Parcel deposited, Locker offline')).toBeVisible();

  // Edited: another address, other events, one building, switched off; Save waits for a change.
  const edited = `${url}-edited`;
  await (await list.openRowMenu(row)).getByText('Edit').click();
  const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
  await expect(dialog.getByLabel('Address')).toHaveValue(url);
  await expect(dialog.getByTestId('webhook-edit-save')).toBeDisabled();
  await dialog.getByLabel('Address').fill(edited);
  await dialog.getByLabel('Parcel deposited').uncheck();
  await dialog.getByLabel('Parcel collected').check();
  await dialog.getByLabel('Building').selectOption({ index: 1 });
  const building = (await dialog.getByLabel('Building').locator('option:checked').innerText()).trim();
  await dialog.getByLabel('On', { exact: true }).uncheck();
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'web-service-webhook-edit-1440');
  await dialog.getByTestId('webhook-edit-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Webhook saved.')).toBeVisible();
  const changed = list.rows().filter({ hasText: edited });
  await expect(changed.getByText('Parcel collected, Locker offline')).toBeVisible();
  await expect(changed.getByText(building)).toBeVisible();
  await expect(changed.getByText('Off', { exact: true })).toBeVisible();
  // The change is the server's: it is still there after a reload.
  await page.reload();
  await list.settled();
  await expect(
    list.rows().filter({ hasText: edited }).getByText('Parcel collected, Locker offline'),
  ).toBeVisible();

  // A renewed secret is shown once and differs from the first.
  page.once('dialog', (confirm) => void confirm.accept());
  await (await list.openRowMenu(list.rows().filter({ hasText: edited }))).getByText('Renew secret').click();
  await expect(page.getByTestId('webhook-secret')).toHaveValue(/^whsec_/);
  expect(await page.getByTestId('webhook-secret').inputValue()).not.toBe(first);
  await page.getByTestId('webhook-secret-done').click();

  // The .example address never answers: the test is logged as waiting for its next try, on the log's own page.
  await list.rows().filter({ hasText: edited }).getByRole('link', { name: edited }).click();
  await expect(page.getByRole('heading', { name: 'Webhook delivery log', level: 1 })).toBeVisible();
  await expect(page.getByTestId('webhook-log-url')).toHaveText(edited);
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('The test event did not arrive; it will be tried again.')).toBeVisible();
  const log = new ListPageObject(page, 'webhook-deliveries');
  const testRow = log.rows().filter({ hasText: 'Test event' });
  await expect(testRow.getByText('Waiting')).toBeVisible();
  // Why it failed, in words: the network's own codes (getaddrinfo ENOTFOUND …) stay in the CSV.
  await expect(testRow.getByTestId('delivery-problem')).toHaveText(
    /could not be found|did not answer in time|refused the connection|delivery failed/,
  );
  await expect(testRow).not.toContainText(/getaddrinfo|ENOTFOUND|EAI_AGAIN|ECONN/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'web-service-webhook-log-1440');
  await page.getByRole('link', { name: 'Service' }).first().click();
  await list.settled();
  page.once('dialog', (confirm) => void confirm.accept());
  await (await list.openRowMenu(list.rows().filter({ hasText: edited }))).getByText('Delete').click();
  await expect(list.rows().filter({ hasText: edited })).toHaveCount(0);
});

test('Service: webhooks edited and paged on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/web-service');
  const list = new ListPageObject(small, 'webhooks');
  await list.settled();
  await list.rows().first().scrollIntoViewIfNeeded();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(small, 'web-service-webhooks-390');
  await (await list.openRowMenu(list.rows().first())).getByText('Edit').click();
  const dialog = small.getByRole('dialog', { name: 'Edit webhook' });
  await expect(dialog.getByLabel('Address')).not.toHaveValue('');
  await expectAccessible(small, '.modal');
  await quietScreenshot(small, 'web-service-webhook-edit-390');
  await dialog.locator('.modal-footer').getByRole('button', { name: 'Cancel' }).click();
  await phone.close();
});

test('Service: a partner admin sees only their webhooks, not the service URLs', async ({ page }) => {
  await login(page, 'partneradmin');
  await page.goto('/#/web-service');
  await expect(page.getByTestId('webhooks')).toBeVisible();
  await expect(page.getByTestId('service-url-shop')).toHaveCount(0);
  const list = new ListPageObject(page, 'webhooks');
  await list.settled();
  await expect(list.rows().first()).toContainText('https://ops.partner.example/lockers');
  await expect(list.rows().filter({ hasText: 'integrations.bluebox.example' })).toHaveCount(0);
});
