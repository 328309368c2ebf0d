// Compartments (`#/compartments`): the metro staff's compartments only, each size filter option narrowing the
// rows as spec §4 says, the category and state filters, paging, the menu guard for everyone else, and axe scans
// in the light and dark skins.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { quietScreenshot } from './dashboards-support';
import {
  cellValues,
  chooseFilter,
  compartmentFilters,
  compartmentRows,
  compartmentsSettled,
  darkSkin,
  listTotal,
  openCompartments,
} from './models-compartments-support';
import { login, menuIds } from './support';

/** The metro account's one building (see README, demo accounts). */
const METRO_BUILDING = 'Le Jardin Saint-Denis';

test('metro staff see only the compartments of their building, page by page', async ({ page }) => {
  await login(page, 'metro');
  expect(await menuIds(page)).toContain('compartments');
  await openCompartments(page);
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(25);
  await expect(compartmentRows(page)).toHaveCount(25);
  const buildings = await cellValues(page, 'data-buid');
  expect(new Set(buildings).size).toBe(1);
  await expect(compartmentRows(page).first().locator('[data-column="building"]')).toHaveText(METRO_BUILDING);
  // The building filter offers only their building.
  const options = await compartmentFilters(page).getByLabel('Building').locator('option').allInnerTexts();
  expect(options).toEqual(['All buildings', METRO_BUILDING]);
  // Locker names show their place, not the '#'.
  for (const locker of await compartmentRows(page).locator('[data-column="locker"]').allInnerTexts())
    expect(locker).not.toContain('#');
  // Paging: the second page holds the rest, other rows than the first page.
  const firstPage = await compartmentRows(page).evaluateAll((rows) => rows.map((row) => row.dataset.rowKey));
  await page.getByRole('button', { name: 'Next' }).click();
  await compartmentsSettled(page);
  await expect(page.getByTestId('table-range')).toHaveText(`26–${Math.min(50, total)} of ${total}`);
  const secondPage = await compartmentRows(page).evaluateAll((rows) => rows.map((row) => row.dataset.rowKey));
  expect(secondPage.some((key) => firstPage.includes(key))).toBe(false);
  // One locker narrows the list to its compartments: chosen in the filter, or from a row's locker name.
  const locker = compartmentFilters(page).getByLabel('Locker');
  await locker.selectOption({ index: 1 });
  await compartmentsSettled(page);
  const oneLocker = await listTotal(page);
  expect(oneLocker).toBeLessThan(total);
  expect(new Set(await cellValues(page, 'data-muuid')).size).toBe(1);
  await compartmentFilters(page).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => listTotal(page)).toBe(total);
  const lastRow = compartmentRows(page).last();
  const muuid = await lastRow.locator('[data-muuid]').getAttribute('data-muuid');
  await lastRow.getByRole('button', { name: /^Show only the compartments of / }).click();
  await expect(locker).toHaveValue(muuid ?? '');
  await compartmentsSettled(page);
  expect(await cellValues(page, 'data-muuid')).toEqual(
    Array.from({ length: await compartmentRows(page).count() }, () => muuid),
  );
});

test('each size filter option narrows the rows as spec §4 says', async ({ page }) => {
  await login(page, 'metro');
  await openCompartments(page);
  const all = await listTotal(page);
  // Every row of a page of 25 at most is checked: one locker at a time keeps each filter on one page or two.
  await chooseFilter(page, 'Size', 'Undefined');
  const undefinedCount = await listTotal(page);
  for (const size of await cellValues(page, 'data-size')) expect(size).toContain('-1');
  if (undefinedCount > 0)
    await expect(compartmentRows(page).first().locator('[data-column="size"]')).toHaveText('Undefined');

  await chooseFilter(page, 'Size', 'Defined');
  const definedCount = await listTotal(page);
  for (const size of await cellValues(page, 'data-size')) expect(size).not.toContain('-1');
  // Undefined and defined split the whole list between them.
  expect(undefinedCount + definedCount).toBe(all);
  expect(definedCount).toBeGreaterThan(0);

  // A substring: typing it selects 'Contains…'; L matches L and XL.
  const text = compartmentFilters(page).getByLabel('Size contains');
  await text.fill('L');
  await text.press('Enter');
  await expect(compartmentFilters(page).getByLabel('Size', { exact: true })).toHaveValue('contains');
  await compartmentsSettled(page);
  const withL = await listTotal(page);
  expect(withL).toBeGreaterThan(0);
  expect(withL).toBeLessThan(definedCount);
  const sizes = await cellValues(page, 'data-size');
  for (const size of sizes) expect(size).toContain('L');
  expect(sizes).toContain('XL');

  // Back to All empties the substring and shows every compartment again.
  await chooseFilter(page, 'Size', 'All');
  await expect(text).toHaveValue('');
  await expect.poll(() => listTotal(page)).toBe(all);
});

test('the category and state filters narrow the rows', async ({ page }) => {
  await login(page, 'metro');
  await openCompartments(page);
  const all = await listTotal(page);
  await chooseFilter(page, 'Category', 'Parcel');
  const parcel = await listTotal(page);
  expect(parcel).toBeGreaterThan(0);
  for (const category of await cellValues(page, 'data-category')) expect(category).toBe('parcel');
  await chooseFilter(page, 'Category', 'Cold');
  const cold = await listTotal(page);
  for (const category of await cellValues(page, 'data-category')) expect(category).toBe('cold');
  await chooseFilter(page, 'Category', 'All categories');

  let states = 0;
  for (const [state, label] of [
    ['free', 'Free'],
    ['occupied', 'Occupied'],
    ['disabled', 'Disabled'],
  ] as const) {
    await chooseFilter(page, 'State', label);
    states += await listTotal(page);
    for (const value of await cellValues(page, 'data-state')) expect(value).toBe(state);
    if (state === 'disabled')
      for (const value of await cellValues(page, 'data-out-of-service')) expect(value).toBe('true');
  }
  // The three states split the whole list, as parcel and cold do for these lockers.
  expect(states).toBe(all);
  expect(parcel + cold).toBe(all);
});

for (const skin of ['light', 'dark'] as const) {
  test(`the list passes the axe scan in the ${skin} skin`, async ({ page }) => {
    await login(page, 'metrosecurity');
    if (skin === 'dark') await darkSkin(page);
    await openCompartments(page);
    await expect(compartmentRows(page).first()).toBeVisible();
    await expectAccessible(page);
    await quietScreenshot(page, `compartments-${skin}`);
  });
}

for (const username of ['sysadmin', 'bdadmin']) {
  test(`${username} is refused by the menu guard`, async ({ page }) => {
    await login(page, username);
    expect(await menuIds(page)).not.toContain('compartments');
    await page.goto('/#/compartments');
    await expect(page.getByTestId('access-refused')).toBeVisible();
    await expect(page.getByTestId('compartment-table')).toHaveCount(0);
  });
}
