// Locker Settings: the building list, a building's page and its panels, the settings form (client and server
// validation, save), join request decisions, the scope refusals and an axe scan of each view.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { listedBuildings, quietScreenshot } from './dashboards-support';
import { ListPageObject } from './list-page';
import { login } from './support';

/** A building of bdadmin's with pending join requests, opened at its requests panel from the list's badge. */
async function openPendingRequests(page: Page): Promise<void> {
  await page.goto('/#/settings');
  await new ListPageObject(page, 'settings')
    .rows()
    .getByRole('link', { name: /pending join requests/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/settings\/\d+\?panel=requests$/);
  await expect(page.getByTestId('panel-requests')).toBeVisible();
}

test('the building list is sorted by name, searchable and shows formatted addresses', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.goto('/#/settings');
  const list = new ListPageObject(page, 'settings');
  await list.settled();
  const names = await list.texts('building');
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  // Spec §9: the pipe-separated address is shown joined with ', '.
  const address = (await list.cells('address').first().textContent()) ?? '';
  expect(address).toContain(', ');
  expect(address).not.toContain('|');
  await expectAccessible(page);
  const first = names[0] ?? '';
  await list.searchFilter('Search buildings', first);
  await expect(list.cells('building')).toContainText([first]);
  await list.searchFilter('Search buildings', 'no building has this name');
  await expect(page.getByText('No building matches.')).toBeVisible();
  // Sorted on the server by any count, most first.
  await list.searchFilter('Search buildings', '');
  const header = list.table.locator('th', { has: page.getByTestId('sort-offline') });
  await list.table.getByTestId('sort-offline').click();
  if ((await header.getAttribute('aria-sort')) !== 'descending')
    await list.table.getByTestId('sort-offline').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await list.settled();
  const offline = (await list.texts('offline')).map(Number);
  expect(offline).toEqual([...offline].sort((a, b) => b - a));
});

test('a building page shows its address, contacts and lockers, and panel=false opens the overview', async ({
  page,
}) => {
  await login(page, 'bdadmin');
  const [buid] = await listedBuildings(page);
  await page.goto(`/#/settings/${buid}?panel=false`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('panel-overview')).toBeVisible();
  await expect(page.getByTestId('building-address')).not.toContainText('|');
  await expect(page.getByTestId('building-locker').first()).toBeVisible();
  await expect(page.getByTestId('building-locker').first()).toContainText(/Online|Offline|Out of service/);
  await expectAccessible(page);
  // The tabs work from the keyboard: the arrow keys move to the next panel and select it.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  await expect(page).toHaveURL(/panel=settings$/);
  await expect(page.getByTestId('settings-form')).toBeVisible();
  await expectAccessible(page);
  await quietScreenshot(page, 'settings-building-form');
});

test('the settings form checks fields on the client, shows the server issues and saves', async ({ page }) => {
  await login(page, 'bdadmin');
  const buildings = await listedBuildings(page);
  // The last building of the list: the other tests read the first ones.
  await page.goto(`/#/settings/${buildings.at(-1)}?panel=settings`);
  const form = page.getByTestId('settings-form');
  // Building managers do not edit the name and address (system admins do).
  await expect(form.getByLabel('Building name')).toHaveCount(0);
  const overdue = form.getByLabel('Overdue after (hours)');
  const every = form.getByLabel('Remind every (hours)');
  // Client: the act's own schema.
  await overdue.fill('0');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('issue-field-overdue_hours-issue')).toHaveText(
    'Enter a whole number from 1 to 720.',
  );
  await expect(overdue).toHaveAttribute('aria-invalid', 'true');
  // Server: reminders after the overdue threshold are refused by a rule only the server applies.
  await overdue.fill('10');
  await every.fill('20');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('issue-field-reminder_every_hours-issue')).toHaveText(
    'must not be more than overdue_hours',
  );
  await expect(page.getByTestId('issue-field-overdue_hours-issue')).toHaveCount(0);
  // A valid change saves, with a toast, and is there after a reload.
  await overdue.fill('96');
  await every.fill('12');
  await form.getByLabel('Door jams and machine faults').uncheck();
  await form.getByRole('button', { name: 'Add a contact' }).click();
  const row = form.getByTestId('contact-row').last();
  await row.getByLabel('Name').fill('Night Desk');
  await row.getByLabel('Phone').fill('5145550199');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The building settings are saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Overdue after (hours)')).toHaveValue('96');
  await expect(form.getByLabel('Remind every (hours)')).toHaveValue('12');
  await expect(form.getByLabel('Door jams and machine faults')).not.toBeChecked();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('building-contacts')).toContainText('Night Desk');
  await expect(page.getByTestId('building-contacts')).toContainText('514-555-0199');
});

test('a system admin edits the name, address and time zone', async ({ page }) => {
  await login(page, 'sysadmin');
  const [buid] = await listedBuildings(page);
  await page.goto(`/#/settings/${buid}?panel=settings`);
  const form = page.getByTestId('settings-form');
  await expect(form.getByLabel('Building name')).not.toHaveValue('');
  await form.getByLabel('City').fill('');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('issue-field-baddr-issue')).toHaveText(
    'Fill in all five parts of the address.',
  );
  await expectAccessible(page);
});

test("the bell's join-request link opens the building at its requests panel", async ({ page }) => {
  await login(page, 'bdadmin');
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').filter({ hasText: 'Unit join requests' }).first().click();
  await expect(page).toHaveURL(/#\/settings\/\d+\?panel=requests$/);
  await expect(page.getByRole('tab', { name: /Join requests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('join-request').first()).toBeVisible();
});

test('join requests open from the list badge and are approved or rejected', async ({ page }) => {
  await login(page, 'bdadmin');
  await openPendingRequests(page);
  await expectAccessible(page);
  await quietScreenshot(page, 'settings-join-requests');
  const rows = page.getByTestId('join-request');
  const pending = await rows.count();
  expect(pending).toBeGreaterThan(1);
  const approvedName = (await rows.first().locator('th').textContent()) ?? '';
  await rows
    .first()
    .getByRole('button', { name: /^Approve / })
    .click();
  await expect(page.getByText(/joined unit/)).toBeVisible();
  await expect(rows).toHaveCount(pending - 1);
  // Reject asks for an optional reason in a dialog.
  const rejectedName = (await rows.first().locator('th').textContent()) ?? '';
  await rows
    .first()
    .getByRole('button', { name: /^Reject / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (optional, told to the resident)').fill('No such resident in this unit.');
  await expectAccessible(page, '.modal');
  await dialog.getByRole('button', { name: 'Reject the request' }).click();
  await expect(page.getByText(/is rejected/)).toBeVisible();
  await expect(rows).toHaveCount(pending - 2);
  // Each decided request is listed under its status.
  await page.getByLabel('Show').selectOption({ label: 'Approved' });
  await expect(rows.locator('th')).toContainText([approvedName]);
  await page.getByLabel('Show').selectOption({ label: 'Rejected' });
  await expect(rows.locator('th')).toContainText([rejectedName]);
});

test("a building manager opening another building's page sees a refusal, not its data", async ({ page }) => {
  await login(page, 'bdadmin');
  const own = new Set(await listedBuildings(page));
  let other = 1;
  while (own.has(other)) other += 1;
  await page.goto(`/#/settings/${other}`);
  await expect(page.getByTestId('access-refused')).toContainText(
    'This building is outside the buildings your account manages.',
  );
  await expect(page.getByTestId('settings-form')).toHaveCount(0);
  await expect(page.getByTestId('panel-overview')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/#/settings/999999');
  await expect(page.getByTestId('access-refused')).toBeVisible();
});

async function darkBuilding(page: Page): Promise<number | undefined> {
  await login(page, 'bdadmin');
  await page.getByTestId('skin-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  const [buid] = await listedBuildings(page);
  return buid;
}

test('the building list and the settings form pass the axe scan in the dark skin', async ({ page }) => {
  const buid = await darkBuilding(page);
  await expectAccessible(page);
  await page.goto(`/#/settings/${buid}?panel=settings`);
  await expect(page.getByTestId('settings-form')).toBeVisible();
  await expectAccessible(page);
  await quietScreenshot(page, 'settings-building-form-dark');
});

test('the overview and join requests pass the axe scan in the dark skin', async ({ page }) => {
  const buid = await darkBuilding(page);
  await page.goto(`/#/settings/${buid}?panel=overview`);
  await expect(page.getByTestId('building-locker').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: /Join requests/ }).click();
  await expect(page.getByTestId('panel-requests').getByRole('combobox')).toBeVisible();
  await expectAccessible(page);
});

test('metro security staff are refused the Locker Settings route', async ({ page }) => {
  await login(page, 'metrosecurity');
  await page.goto('/#/settings');
  await expect(page.getByTestId('access-refused')).toContainText('You cannot open this page');
  await expect(page.getByTestId('settings-table')).toHaveCount(0);
});
