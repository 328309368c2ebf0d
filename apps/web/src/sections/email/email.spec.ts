// The Email page in a browser: the outbox and sent log with the demo's weeks of email (searched, filtered to the
// failures, one opened as sent and one sent again), composing to the members of a building (the recipient count,
// a preview, the confirmation, the progress of its batches, cancelling the rest), and the SMTP settings whose
// password never comes back, with "test connection"; at 1440 px and on a 390 px phone, in four languages, with the
// axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test.describe.configure({ mode: 'default' });

test('Email: the outbox and sent log, searched, opened and resent', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/email');
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'email');
  await list.settled();
  expect(await list.total()).toBeGreaterThan(100);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'email-outbox-1440');

  await list.selectFilter('Status', 'Failed');
  expect(new Set(await list.texts('status'))).toEqual(new Set(['Failed']));
  const failed = list.rows().first();
  const recipient = await failed.locator('[data-column="recipient"]').innerText();
  const menu = await list.openRowMenu(failed);
  await menu.getByText('Open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Email as sent' })).toBeVisible();
  await expect(dialog.getByTestId('email-message')).toContainText(recipient);
  await expect(dialog.getByTestId('email-message')).toContainText('Not sent');
  // The HTML part as the recipient's mail app shows it: the same words, drawn in a frame that runs nothing.
  const html = dialog.getByTestId('email-html');
  await expect(html).toHaveAttribute('sandbox', '');
  const text = await dialog.getByTestId('email-text').textContent();
  const firstLine = (text ?? '').split('\n')[0]?.trim() ?? '';
  expect(firstLine.length).toBeGreaterThan(0);
  await expect(page.frameLocator('[data-testid="email-html"]').locator('body')).toContainText(firstLine);
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'email-message-1440');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await list.selectFilter('Status', 'Sent');
  await list.searchFilter('Search recipient or subject', 'holiday parcel');
  expect(new Set(await list.texts('subject'))).toEqual(new Set(['Holiday parcel hours']));
  const again = await list.openRowMenu(list.rows().first());
  await again.getByText('Send again').click();
  await expect(page.getByText(/A copy of the email to .* is queued\./)).toBeVisible();
});

test('Email: compose to the members of a building, follow its batches, cancel the rest', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/email');
  await page.getByRole('tab', { name: 'Compose' }).click();
  const form = page.getByTestId('email-compose-form');
  await expect(page.getByTestId('email-recipients')).toHaveText(
    'Choose at least one building to see who gets it.',
  );
  await form.getByRole('button', { name: /Send to/ }).isDisabled();
  const buildings = form.getByTestId('email-buildings');
  // Three buildings: more members than one batch, so later batches wait a minute and can be cancelled.
  for (const index of [0, 1, 2]) await buildings.getByRole('checkbox').nth(index).check();
  await expect(buildings.getByText('3 chosen')).toBeVisible();
  await expect(page.getByTestId('email-recipients')).toHaveText(/^\d+ recipients?$/);
  const count = Number(/\d+/.exec(await page.getByTestId('email-recipients').innerText())?.[0]);
  expect(count).toBeGreaterThan(50);
  await form.getByLabel('Subject').fill('Garage cleaning on Monday');
  await form
    .getByLabel('Message')
    .fill('Dear residents,\n\nPlease move your car out of the garage on Monday.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('#email-preview')).toContainText('Please move your car');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'email-compose-1440');

  page.once('dialog', (confirm) => void confirm.accept());
  await form.getByRole('button', { name: /Send to/ }).click();
  await expect(page.getByText(/“Garage cleaning on Monday” is on its way to \d+ recipients\./)).toBeVisible();
  const campaign = page.getByTestId('email-campaign').filter({ hasText: 'Garage cleaning on Monday' });
  await expect(campaign).toContainText('Sending');
  await expect(campaign.getByRole('progressbar')).toBeVisible();
  // The demo's earlier messages to members are listed, done.
  await expect(
    page.getByTestId('email-campaign').filter({ hasText: 'A new locker in the lobby' }),
  ).toContainText('Done');
  await campaign.getByRole('button', { name: 'Cancel the rest of “Garage cleaning on Monday”' }).click();
  await expect(
    page.getByText('The emails of “Garage cleaning on Monday” not yet sent are cancelled.'),
  ).toBeVisible();
  await expect(campaign).toContainText('Cancelled');
});

test('Email: SMTP settings keep their password to themselves and test the connection', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/email');
  await page.getByRole('tab', { name: 'SMTP settings' }).click();
  const form = page.getByTestId('smtp-form');
  await expect(page.getByTestId('smtp-source')).toContainText('development outbox');
  await form.getByLabel('Server', { exact: true }).fill('bad host!');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('issue-smtp-host-issue')).toHaveText(
    'Write a host name such as mail.example.com.',
  );
  await form.getByLabel('Server', { exact: true }).fill('127.0.0.1');
  await form.getByLabel('Port', { exact: true }).fill('9');
  await form.getByLabel('User name', { exact: true }).fill('portal');
  await form.getByLabel('Password', { exact: true }).fill('s3cret-not-shown');
  await form.getByLabel('Sender', { exact: true }).fill('BlueManager <no-reply@example.com>');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The SMTP settings are saved.')).toBeVisible();
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByText('A password is saved; leave empty to keep it.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('s3cret-not-shown');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('smtp-test-result')).toContainText('Connection failed');
  // Quiet hours: a building's reminders wait for their end.
  const quiet = page.getByTestId('quiet-hours');
  await expect(quiet).toContainText('No building has quiet hours.');
  const building = quiet.getByLabel('Building');
  await building.selectOption({ index: 1 });
  const name = await building.locator('option:checked').innerText();
  await quiet.getByLabel('From').fill('22:00');
  await quiet.getByLabel('Until').fill('07:30');
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByText(`Quiet hours of ${name} are saved.`)).toBeVisible();
  await expect(quiet).toContainText('22:00 to 07:30');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'email-settings-1440');
  await quiet.getByRole('button', { name: `Remove the quiet hours of ${name}` }).click();
  await expect(quiet).toContainText('No building has quiet hours.');
  // Back to the development outbox, as the rest of the demo expects.
  await form.getByRole('button', { name: 'Forget these settings' }).click();
  await expect(page.getByTestId('smtp-source')).toContainText('development outbox');
});

test('Email on a phone, in French, German and Portuguese', async ({ browser }) => {
  // Three languages, each loaded and scanned: longer than one page's test.
  test.setTimeout(120_000);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/email');
  const list = new ListPageObject(small, 'email');
  await list.settled();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'email-outbox-390');
  await small.getByRole('tab', { name: 'Compose' }).click();
  await small.getByTestId('email-buildings').getByRole('checkbox').first().check();
  await expect(small.getByTestId('email-recipients')).toHaveText(/recipient/);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'email-compose-390');

  const languages = [
    { code: 'fr', title: 'E-mail', compose: 'Rédiger', settings: 'Paramètres SMTP' },
    { code: 'de', title: 'E-Mail', compose: 'Verfassen', settings: 'SMTP-Einstellungen' },
    { code: 'pt', title: 'E-mail', compose: 'Escrever', settings: 'Definições SMTP' },
  ];
  for (const language of languages) {
    await small.evaluate((code) => localStorage.setItem('language', code), language.code);
    await small.reload();
    await expect(small.getByRole('heading', { name: language.title, level: 1 })).toBeVisible();
    await new ListPageObject(small, 'email').settled();
    await small.getByRole('tab', { name: language.settings }).click();
    await expect(small.getByTestId('smtp-form')).toBeVisible();
    await expectAccessible(small, 'main');
    await small.getByRole('tab', { name: language.compose }).click();
    await expect(small.getByTestId('email-compose-form')).toBeVisible();
    await quietScreenshot(small, `email-compose-390-${language.code}`);
  }
  await phone.close();
});
