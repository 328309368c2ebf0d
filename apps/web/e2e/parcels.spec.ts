// The Pending / Collected list: every filter, the routes /parcels/{json} and /parcels/{text}, the links from the
// notification bell and the navbar search, a building manager's scope, and the CSV export.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login, screenshot } from './support';
import {
  cellTexts,
  cells,
  filterForm,
  filterText,
  firstParcelId,
  jsonRoute,
  openParcels,
  pagerTotal,
  parcelRows,
  resetFilters,
  settled,
} from './parcels-support';

// Deposit times show in local time and the date filter is in UTC: the same zone keeps them comparable.
test.use({ timezoneId: 'UTC' });

const digits = (text: string) => text.replace(/\D/g, '');

test('the list shows parcels with carrier logos, recipients, states and paging', async ({ page }) => {
  await login(page, 'sysadmin');
  await openParcels(page);
  await expect(parcelRows(page)).toHaveCount(25);
  const total = await pagerTotal(page);
  expect(total).toBeGreaterThan(1000);
  await expect(page.getByTestId('table-range')).toHaveText(`1–25 of ${total.toLocaleString('en')}`);
  // Every row has a logo; carriers without one of their own get the 'other' logo.
  const logos = await parcelRows(page)
    .getByTestId('carrier-logo')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(logos).toHaveLength(25);
  expect(logos.every((src) => /assets\/images\/carriers\/[a-z-]+\.svg$/.test(src))).toBe(true);
  await screenshot(page, 'parcels-list');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('table-range')).toHaveText(`26–50 of ${total.toLocaleString('en')}`);
  // Sorting by id ascending starts at the lowest id.
  await page.getByTestId('sort-id').click();
  await page.getByTestId('sort-id').click();
  await expect(page.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('table-range')).toHaveText(/^1–25 of/);
  await settled(page);
  const ids = (await cellTexts(page, 'id')).map((id) => Number(id.replace('#', '')));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

test('every filter narrows the list to matching parcels', async ({ page }) => {
  // Sixteen filter round trips: more than the default budget on a busy two-core machine.
  test.slow();
  await login(page, 'sysadmin');
  await openParcels(page);
  const form = filterForm(page);
  const all = await pagerTotal(page);

  await form.getByLabel('State').selectOption('pending');
  await settled(page);
  expect((await cellTexts(page, 'state')).every((text) => text.includes('Pending'))).toBe(true);
  const pending = await pagerTotal(page);
  expect(pending).toBeLessThan(all);
  await form.getByLabel('Overdue only').check();
  await settled(page);
  expect((await cellTexts(page, 'state')).every((text) => text.includes('Overdue'))).toBe(true);
  await form.getByLabel('Overdue only').uncheck();
  await form.getByLabel('Abnormal only').check();
  await settled(page);
  expect((await cellTexts(page, 'state')).every((text) => text.includes('Abnormal'))).toBe(true);
  await form.getByLabel('Abnormal only').uncheck();
  // The urgent unattended deliveries: pending parcels left without a compartment.
  await form.getByLabel('Unattended only').check();
  await settled(page);
  expect(await parcelRows(page).count()).toBeGreaterThan(0);
  const unattended = await cellTexts(page, 'state');
  expect(unattended.every((text) => text.includes('Pending') && text.includes('Unattended'))).toBe(true);
  expect(await pagerTotal(page)).toBeLessThan(pending);
  await resetFilters(page);
  expect(await pagerTotal(page)).toBe(all);

  await form.getByLabel('Building').selectOption({ label: 'Maple Court' });
  await settled(page);
  expect((await cellTexts(page, 'place')).every((text) => text.startsWith('Maple Court'))).toBe(true);
  const locker = form.getByLabel('Locker');
  const muuid = await locker.locator('option').nth(1).getAttribute('value');
  await locker.selectOption(muuid ?? '');
  await settled(page);
  const lockers = await cells(page, 'place')
    .locator('[data-muuid]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-muuid')));
  expect(lockers.length).toBeGreaterThan(0);
  expect(new Set(lockers)).toEqual(new Set([muuid]));
  await resetFilters(page);

  await filterText(page, 'Carrier', 'ups');
  expect((await cellTexts(page, 'carrier')).every((text) => /ups/i.test(text))).toBe(true);
  await resetFilters(page);

  const recipient = (await cellTexts(page, 'recipient'))[0] ?? '';
  const [, phoneLine = '', email = ''] = recipient.split('\n');
  const phonePart = digits(phoneLine).slice(3, 8);
  await filterText(page, 'Phone', phonePart);
  expect((await cellTexts(page, 'recipient')).every((text) => digits(text).includes(phonePart))).toBe(true);
  await resetFilters(page);
  const emailPart = email.split('@')[0] ?? '';
  await filterText(page, 'Email', emailPart);
  expect((await cellTexts(page, 'recipient')).every((text) => text.includes(emailPart))).toBe(true);
  await resetFilters(page);

  const id = await firstParcelId(page);
  await filterText(page, 'Parcel ID', String(id));
  await expect(cells(page, 'id')).toHaveText([String(id)]);
  await resetFilters(page);

  const day =
    ((await cellTexts(page, 'deposited')).find((text) => text !== 'N/A') ?? '').split('\n')[0] ?? '';
  await form.getByLabel('Deposited from').fill(day);
  await form.getByLabel('Deposited to').fill(day);
  await settled(page);
  expect((await cellTexts(page, 'deposited')).every((text) => text.startsWith(day))).toBe(true);
  await resetFilters(page);

  // What the server would refuse is marked beside the field, and nothing is asked.
  await filterText(page, 'Carrier', 'u');
  await expect(form.getByText('Type at least 3 characters.')).toBeVisible();
  await expect(page.getByTestId('table-empty')).toHaveText('Correct the marked filters to search.');
  await screenshot(page, 'parcels-filter-problem');
});

test('the routes /parcels/{json} and /parcels/{text} pre-fill the filters', async ({ page }) => {
  await login(page, 'sysadmin');
  await openParcels(page);
  const id = await firstParcelId(page);
  await openParcels(page, jsonRoute({ id: String(id) }));
  await expect(filterForm(page).getByLabel('Parcel ID')).toHaveValue(String(id));
  await expect(cells(page, 'id')).toHaveText([String(id)]);
  await openParcels(page, jsonRoute({ c: 'fedex', email: 'example', overtime: true }));
  await expect(filterForm(page).getByLabel('Carrier')).toHaveValue('fedex');
  await expect(filterForm(page).getByLabel('Email')).toHaveValue('example');
  await expect(filterForm(page).getByLabel('Overdue only')).toBeChecked();
  await openParcels(page, jsonRoute({ unattended: true, state: 'pending' }));
  await expect(filterForm(page).getByLabel('Unattended only')).toBeChecked();
  await expect(filterForm(page).getByLabel('State')).toHaveValue('pending');
  expect((await cellTexts(page, 'state')).every((text) => text.includes('Unattended'))).toBe(true);
  await openParcels(page, '/FedEx');
  await expect(filterForm(page).getByLabel('Search')).toHaveValue('FedEx');
  expect((await cellTexts(page, 'carrier')).every((text) => /fedex/i.test(text))).toBe(true);
});

test('filters, sort and page stay in the address: reload, Back and a copied link keep the view', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a reload and a Back: more than the default budget on a busy two-core machine.
  test.slow();
  await login(page, 'sysadmin');
  await openParcels(page);
  const entries = await page.evaluate(() => window.history.length);
  const form = filterForm(page);
  await form.getByLabel('State').selectOption('collected');
  await settled(page);
  await filterText(page, 'Carrier', 'ups');
  await page.getByTestId('sort-id').click();
  await settled(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('table-range')).toHaveText(/^26–50 of/);
  await settled(page);
  await expect(page).toHaveURL(/#\/parcels\/%7B/);
  const link = page.url();
  expect(JSON.parse(decodeURIComponent(link.split('#/parcels/')[1] ?? ''))).toEqual({
    buid: '',
    c: 'ups',
    p: '',
    id: '',
    state: 'collected',
    sort: 'id',
    dir: 'desc',
    m: 25,
  });
  // Each change replaced the list's history entry: Back leaves the list instead of undoing filters one by one.
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  const ids = await cellTexts(page, 'id');
  const expectSameView = async (target: typeof page) => {
    await settled(target);
    await expect(filterForm(target).getByLabel('State')).toHaveValue('collected');
    await expect(filterForm(target).getByLabel('Carrier')).toHaveValue('ups');
    await expect(target.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(target.getByTestId('table-range')).toHaveText(/^26–50 of/);
    expect(await cellTexts(target, 'id')).toEqual(ids);
  };

  await page.reload();
  await expectSameView(page);

  // Away to another page and Back.
  await page.evaluate(() => (window.location.hash = '#/dashboard'));
  await expect(page.getByTestId('parcel-list')).toHaveCount(0);
  await page.goBack();
  await expectSameView(page);

  // The copied link, opened by someone else signed in elsewhere.
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const other = await context.newPage();
  await login(other, 'parceladmin');
  await other.goto(link);
  await expectSameView(other);
  await context.close();

  // Reset clears the filters and the page, and keeps the sort the user chose.
  await resetFilters(page);
  await expect(page).toHaveURL(
    `/#/parcels/${encodeURIComponent('{"buid":"","c":"","p":"","id":"","sort":"id","dir":"desc"}')}`,
  );
});

test('the bell’s timed-out parcels open the list filtered to that locker', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').filter({ hasText: 'Timed-out parcels' }).first().click();
  await expect(page).toHaveURL(/#\/parcels\/%7B/);
  await expect(page.getByRole('heading', { name: 'Pending / Collected' })).toBeVisible();
  await settled(page);
  const form = filterForm(page);
  await expect(form.getByLabel('Overdue only')).toBeChecked();
  await expect(form.getByLabel('Building')).not.toHaveValue('');
  const muuid = await form.getByLabel('Locker').inputValue();
  expect(muuid).not.toBe('');
  expect(await parcelRows(page).count()).toBeGreaterThan(0);
  expect((await cellTexts(page, 'state')).every((text) => text.includes('Overdue'))).toBe(true);
  const lockers = await cells(page, 'place')
    .locator('[data-muuid]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-muuid')));
  expect(new Set(lockers)).toEqual(new Set([muuid]));
});

test('the navbar search opens the list by phone and by parcel id', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill('555');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/#\/parcels\/%7B/);
  await settled(page);
  await expect(filterForm(page).getByLabel('Phone')).toHaveValue('555');
  expect((await cellTexts(page, 'recipient')).every((text) => digits(text).includes('555'))).toBe(true);
  const id = await firstParcelId(page);
  // From the keyboard: the welcome toast may still cover the button.
  await page.getByTestId('search-open').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('search-input').fill(String(id));
  await page.getByRole('option', { name: `Search Parcel ID with ${id}` }).click();
  await settled(page);
  await expect(filterForm(page).getByLabel('Parcel ID')).toHaveValue(String(id));
  await expect(cells(page, 'id')).toHaveText([String(id)]);
});

test('a building manager never sees another building’s parcel', async ({ page, browser }) => {
  await login(page, 'sysadmin');
  await openParcels(page);
  await filterForm(page).getByLabel('Building').selectOption({ label: 'Goldstone Residences' });
  await settled(page);
  const otherBuilding = await filterForm(page).getByLabel('Building').inputValue();
  const otherParcel = await firstParcelId(page);

  const context = await browser.newContext({ timezoneId: 'UTC' });
  const manager = await context.newPage();
  await login(manager, 'bdadmin');
  await openParcels(manager);
  const mine = ['Harbourfront Tower', 'Maple Court', 'Rideau Terrace'];
  // The building choices load beside the list: wait for them before reading.
  const choices = filterForm(manager).getByLabel('Building').locator('option');
  await expect(choices).toHaveCount(mine.length + 1);
  const options = await choices.allInnerTexts();
  expect(options.slice(1).sort()).toEqual(mine);
  expect(
    (await cellTexts(manager, 'place')).every((text) => mine.some((name) => text.startsWith(name))),
  ).toBe(true);
  // Asking by id or by building outside the scope finds nothing.
  await openParcels(manager, jsonRoute({ id: String(otherParcel) }));
  await expect(manager.getByTestId('table-empty')).toBeVisible();
  await openParcels(manager, `/${otherParcel}`);
  await expect(manager.getByTestId('table-empty')).toBeVisible();
  const outside = `#/parcels${jsonRoute({ buid: Number(otherBuilding) })}`;
  await manager.evaluate((target) => (window.location.hash = target), outside);
  await expect(manager.getByTestId('parcel-error')).toHaveText(
    'You may not see the parcels of this building.',
  );
  await expect(parcelRows(manager)).toHaveCount(0);
  await context.close();
});

test('the CSV export downloads the current filter', async ({ page }) => {
  await login(page, 'sysadmin');
  await openParcels(page);
  await filterText(page, 'Carrier', 'purolator');
  const total = await pagerTotal(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^parcels-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(total);
  expect(lines.slice(1).every((line) => /purolator/i.test(line))).toBe(true);
});
