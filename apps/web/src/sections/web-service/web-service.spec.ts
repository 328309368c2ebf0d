// The Service page in a browser: the service URLs of act 50038, a malformed address refused beside its field, a good
// one saved; at 1440 px and on a 390 px phone, with the axe scan.
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
