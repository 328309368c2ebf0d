// The message template pages in the browser: a system admin finds a template by message and language, the editor
// refuses a deposit notice without its pickup code (beside the text, as the server would), inserts placeholders,
// previews with a sample parcel, measures the SMS, saves, and restores an earlier version; emails have a subject
// and the managers' alerts; others are refused.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test('a system admin edits an SMS template, checked, previewed and measured, then restores it', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/sms/model');
  await expect(page.getByRole('heading', { name: 'SMS Template', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'sms-template');
  await list.settled();
  expect(await list.total()).toBe(20);
  await list.selectFilter('Message', 'Parcel ready (pickup code)');
  expect(await list.texts('language')).toEqual(['Deutsch', 'English', 'Français', 'Português']);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'sms-templates-1440');

  await page.getByRole('button', { name: 'Edit Parcel ready (pickup code) in Français' }).click();
  const dialog = page.getByRole('dialog');
  const text = dialog.getByLabel('Text', { exact: true });
  const original = await text.inputValue();
  expect(original).toContain('{code}');
  await expect(dialog.getByTestId('template-required')).toHaveText('Must contain {code}.');

  await text.fill('Votre colis {carrier} vous attend à {locker}.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('issue-template-body-issue')).toHaveText(
    'This message must contain {code}.',
  );
  await expect(text).toHaveAttribute('aria-invalid', 'true');

  await text.press('End');
  await text.pressSequentially(' Code : ');
  await dialog.getByRole('button', { name: 'Insert pickup code' }).click();
  await expect(text).toHaveValue('Votre colis {carrier} vous attend à {locker}. Code : {code}');
  await expect(dialog.getByTestId('issue-template-body-issue')).toHaveCount(0);
  await expect(dialog.getByTestId('template-preview')).toHaveText(
    'Votre colis Purolator vous attend à Maple Court Lobby. Code : 583 214',
  );
  // 'à' is in the SMS alphabet; 'ô' and 'ê' are not, and the counter says which one forced Unicode.
  await expect(dialog.getByTestId('sms-encoding')).toContainText('Standard SMS alphabet');
  await text.press('End');
  await text.pressSequentially(' Merci, à bientôt — prêt');
  // 'ô' is the first character outside the alphabet: 93 characters of Unicode take two segments of 67.
  await expect(dialog.getByTestId('sms-encoding')).toContainText('such as ô');
  await expect(dialog.getByTestId('sms-length')).toContainText('93 characters · 2 segments · 41 left');
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'sms-template-editor-1440');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The template is saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const french = list.rows().filter({ hasText: 'Français' });
  await expect(french.locator('[data-column="versions"]')).toHaveText('1');

  await page.getByRole('button', { name: 'Edit Parcel ready (pickup code) in Français' }).click();
  const history = page.getByRole('dialog').getByTestId('template-version');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('the default text');
  await history
    .first()
    .getByRole('button', { name: /Restore the version/ })
    .click();
  await expect(page.getByRole('dialog').getByLabel('Text', { exact: true })).toHaveValue(original);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(french.locator('[data-column="versions"]')).toHaveText('2');
  await expect(french.locator('[data-column="text"]')).toContainText(original.slice(0, 40));
});

test('emails have a subject and the managers alerts; on a phone the list is cards; others are refused', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'sysadmin');
  await page.goto('/#/sms/notification');
  await expect(page.getByRole('heading', { name: 'Notification Template', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'email-template');
  await list.settled();
  expect(await list.total()).toBe(32);
  await list.openFilters();
  await list.selectFilter('Message', 'Alert: locker offline');
  await page.keyboard.press('Escape');
  await expect(list.rows()).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'notification-templates-390');
  await page.getByRole('button', { name: 'Edit Alert: locker offline in English' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Subject')).not.toHaveValue('');
  await expect(dialog.getByTestId('template-preview')).toContainText('Maple Court Lobby');
  await expect(dialog.getByTestId('sms-length')).toHaveCount(0);
  await quietScreenshot(page, 'notification-template-editor-390');
  await phone.close();

  const context = await browser.newContext();
  const manager = await context.newPage();
  await login(manager, 'bdadmin');
  await manager.goto('/#/sms/model');
  await expect(manager.getByTestId('access-refused')).toBeVisible();
  await context.close();
});

test('the SMS Dashboard shows the period and every figure opens the messages behind it', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/sms/sms-dashboard');
  await expect(page.getByRole('heading', { name: 'SMS Dashboard', level: 1 })).toBeVisible();
  const failedValue = page.getByTestId('stat-failed-value');
  await expect(failedValue).not.toHaveText('0');
  await expect(page.getByTestId('stat-total-value')).not.toHaveText('0');
  await expect(page.getByTestId('stat-cost-value')).toContainText('$');
  await expect(page.getByTestId('by-provider')).toContainText('SMS gateway');
  await expect(page.locator('canvas')).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'sms-dashboard-1440');

  const failed = Number(
    (await failedValue.getAttribute('title'))?.replace(/\D/g, '') || (await failedValue.innerText()),
  );
  await page.getByTestId('stat-failed-link').click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'message');
  await list.settled();
  expect(await list.total()).toBe(failed);
  expect(new Set(await list.texts('status'))).toEqual(new Set(['Failed']));
  await expectAccessible(page, 'main');

  await page.getByRole('link', { name: 'Back to the SMS Dashboard' }).click();
  const reason = page.getByTestId('by-reason').getByRole('link').first();
  const reasonText = await reason.innerText();
  await reason.click();
  await list.settled();
  expect(new Set(await list.texts('error'))).toEqual(new Set([reasonText]));
});

test('the SMS Dashboard on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/sms/sms-dashboard');
  await expect(small.getByTestId('stat-failed-value')).toBeVisible();
  await expect(small.locator('canvas')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(small, 'sms-dashboard-390');
  // Every figure stays inside its card in every language ("US$ 31,36" in Portuguese once ran past the card's edge).
  for (const language of ['en', 'fr', 'de', 'pt']) {
    await small.evaluate((code) => localStorage.setItem('language', code), language);
    await small.reload();
    await expect(small.getByTestId('stat-cost-value')).toContainText('$');
    const overflowing = await small.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid^="stat-"][data-testid$="-value"]')]
        .filter((value) => {
          const card = value.closest('.card');
          return !card || value.getBoundingClientRect().right > card.getBoundingClientRect().right;
        })
        .map((value) => `${value.dataset.testid ?? ''}: ${value.textContent ?? ''}`),
    );
    expect(overflowing, language).toEqual([]);
  }
  await quietScreenshot(small, 'sms-dashboard-390-pt');
  await phone.close();
});

test('the Number List shows who opted out of SMS; staff stop and restart SMS to a number', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/sms/list');
  await expect(page.getByRole('heading', { name: 'Number List', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'opt-out');
  await list.settled();
  const before = await list.total();
  expect(before).toBeGreaterThan(0);
  expect(new Set(await list.texts('source'))).toEqual(new Set(['Replied STOP']));

  await page.getByTestId('add-opt-out').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Stop SMS' }).click();
  await expect(dialog.getByTestId('issue-opt-out-phone-issue')).toHaveText('Enter a phone number.');
  await dialog.getByLabel('Phone number').fill('(438) 555-0178');
  await dialog.getByLabel('Note (optional)').fill('Asked at the front desk');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Stop SMS' }).click();
  await expect(page.getByText('438-555-0178 gets no more SMS.')).toBeVisible();
  await list.settled();
  expect(await list.total()).toBe(before + 1);
  const row = list.rows().filter({ hasText: '438-555-0178' });
  await expect(row.locator('[data-column="source"]')).toHaveText('Asked staff');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'number-list-1440');

  const menu = await list.openRowMenu(row);
  await menu.getByText('Send SMS again').click();
  await expect(page.getByText('438-555-0178 gets SMS again.')).toBeVisible();
  await list.settled();
  expect(await list.total()).toBe(before);
});
