// Support in a browser: the queue opens on unresolved tickets with its open and overdue counts; a ticket opened from
// the dialog (the schema's issue first) lands on its page, where an internal note takes it up, a reply sets it
// waiting on the requester and the work form raises its priority; the parcel admin works the queue from the bike
// menu on a 390 px phone. Both sizes with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test.describe.configure({ mode: 'default' });

test('the support queue lists open tickets; staff open one, note, reply and raise its priority', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/customer-service');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'support');
  await list.settled();
  expect(await list.total()).toBeGreaterThan(0);
  const states = new Set(await list.texts('state'));
  expect(states.has('Resolved')).toBe(false);
  await expect(page.getByTestId('support-counts')).toContainText('open');
  await expect(list.rows().filter({ hasText: 'Help button' }).first()).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'support-1440');

  const overdue = page.getByTestId('show-overdue');
  if ((await overdue.count()) > 0) {
    await overdue.click();
    await list.settled();
    for (const text of await list.texts('priority')) expect(text).toContain('Overdue');
    await list.resetFilters();
  }

  await page.getByTestId('add-ticket').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('new-ticket-submit').click();
  await expect(dialog.getByTestId('issue-ticket-subject-issue')).toHaveText(
    'Enter a subject of at most 120 characters.',
  );
  await dialog.getByLabel('From').selectOption('building');
  await dialog.getByLabel('Building').selectOption({ index: 1 });
  await dialog.getByLabel('Subject').fill('Lobby locker beeps all night');
  await dialog.getByLabel('Name', { exact: true }).fill('Front desk');
  await dialog
    .getByLabel('Request')
    .fill('The lobby locker beeps every few minutes since yesterday evening.');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByTestId('new-ticket-submit').click();
  await expect(page.getByText(/Ticket T-\d{4} opened\./)).toBeVisible();
  const ticket = page.getByTestId('ticket-page');
  await expect(ticket).toHaveAttribute('data-state', 'new');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lobby locker beeps all night');

  const reply = page.getByTestId('reply-form');
  await reply.getByLabel('Internal note (not sent to the requester)').check();
  await reply.getByLabel('Your message').fill('Probably the door sensor of A02 again.');
  await reply.getByTestId('reply-submit').click();
  await expect(page.getByTestId('thread-note')).toContainText('door sensor');
  await expect(ticket).toHaveAttribute('data-state', 'open');
  await reply.getByLabel('Internal note (not sent to the requester)').uncheck();
  await reply.getByLabel('Your message').fill('A technician will look at it this morning.');
  await reply.getByTestId('reply-submit').click();
  await expect(page.getByTestId('thread-reply')).toContainText('technician');
  await expect(ticket).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('ticket-badges')).toContainText('Waiting on requester');

  await page.getByLabel('Priority').selectOption('urgent');
  await page.getByTestId('work-save').click();
  await expect(page.getByText(/Ticket T-\d{4} saved\./)).toBeVisible();
  await expect(page.getByTestId('ticket-badges')).toContainText('Urgent');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'support-ticket-1440');
});

test('the parcel admin works the queue on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'parceladmin');
  await small.goto('/#/customer-service');
  const list = new ListPageObject(small, 'support');
  await list.settled();
  await expect(list.rows().first()).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'support-390');
  await small.getByTestId('ticket-link').first().click();
  await expect(small.getByTestId('ticket-page')).toBeVisible();
  await expect(small.getByTestId('thread-request')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'support-ticket-390');
  await phone.close();
});
