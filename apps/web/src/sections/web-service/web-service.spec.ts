// The Service page in a browser: the service URLs of act 50038, a malformed address refused beside its field, a good
// one saved; outgoing webhooks added, tested and read by the operator, a partner admin seeing only their own; at
// 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
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

test('Service: an outgoing webhook is added, its secret shown once, a test sent and its log read', async ({
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
  await page.getByTestId('webhook-secret-done').click();

  const webhook = page.getByTestId('webhook').filter({ hasText: url });
  await expect(webhook.getByText('Parcel deposited, Locker offline')).toBeVisible();
  // The .example address never answers: the test is logged as waiting for its next try.
  await webhook.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('The test event did not arrive; it will be tried again.')).toBeVisible();
  const log = webhook.getByRole('table');
  await expect(log.getByText('Test event')).toBeVisible();
  await expect(log.getByText('Waiting')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Retry now' })).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'web-service-webhooks-1440');
  page.once('dialog', (dialog) => void dialog.accept());
  await webhook.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('webhook').filter({ hasText: url })).toHaveCount(0);
});

test('Service: a partner admin sees only their webhooks, not the service URLs', async ({ page }) => {
  await login(page, 'partneradmin');
  await page.goto('/#/web-service');
  await expect(page.getByTestId('webhooks')).toBeVisible();
  await expect(page.getByTestId('service-url-shop')).toHaveCount(0);
  await expect(page.getByTestId('webhook').first()).toContainText('https://ops.partner.example/lockers');
  await expect(page.getByTestId('webhook').filter({ hasText: 'integrations.bluebox.example' })).toHaveCount(
    0,
  );
});
