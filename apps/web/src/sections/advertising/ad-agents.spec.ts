// Ad Agents in the browser: the advertising admin finds the seeded agents (search, state filter), creates one (the
// form refuses what the act's schema refuses, beside each field), edits it and deactivates it; the page passes
// axe at 1440 px and reads as cards at 390 px; a building manager is refused the page.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test('an advertising admin searches, creates, edits and deactivates an agent', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'adadmin');
  await page.goto('/#/advertise-setting');
  await expect(page.getByRole('heading', { name: 'Ad Agents', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'ad-agent');
  await list.settled();
  expect(await list.total()).toBeGreaterThanOrEqual(8);
  // No internals on screen: no stored separators, no raw null or undefined.
  expect(await page.locator('main').innerText()).not.toMatch(/[#|]|\bnull\b|\bundefined\b|NaN/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-agents-1440');

  await list.searchFilter('Search', 'northbound');
  expect(await list.texts('gname')).toEqual(expect.arrayContaining(['Northbound Media']));
  expect(new Set(await list.texts('gname'))).toEqual(new Set(['Northbound Media']));
  await list.resetFilters();
  await list.selectFilter('State', 'Inactive');
  expect(await list.texts('name')).toEqual(['Atlantic Seafood Market']);
  await expect(list.cells('contract').first()).toContainText('Ended');
  await list.resetFilters();

  await page.getByTestId('create-agent').click();
  const dialog = page.getByRole('dialog', { name: 'New ad agent' });
  await dialog.getByLabel('Contact email').fill('not an email');
  await dialog.getByLabel('Contract ends').fill('2000-01-01');
  await dialog.getByRole('button', { name: 'Create agent' }).click();
  await expect(dialog.getByTestId('issue-agent-name-issue')).toBeVisible();
  await expect(dialog.getByTestId('issue-agent-contact_email-issue')).toBeVisible();
  await expect(dialog.getByTestId('issue-agent-contract_end-issue')).toHaveText(
    'The contract cannot end before it starts.',
  );
  await expectAccessible(page, '.modal');

  const name = `Lakeshore Dental ${Date.now() % 100000}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Group (agency)').fill('Northbound Media');
  await dialog.getByLabel('Contact name').fill('Robin Lee');
  await dialog.getByLabel('Contact email').fill('robin@lakeshoredental.example');
  await dialog.getByLabel('Contact phone').fill('(416) 555-0107');
  await dialog.getByLabel('Contract ends').fill('2099-12-31');
  await dialog.getByRole('button', { name: 'Create agent' }).click();
  await expect(dialog).toBeHidden();

  await list.searchFilter('Search', name);
  const row = list.rows().first();
  await expect(row.locator('[data-column="contact"]')).toContainText('416-555-0107');
  await expect(row.getByTestId('agent-state')).toHaveText('Active');

  let menu = await list.openRowMenu(row);
  await menu.getByRole('button', { name: 'Edit' }).or(menu.getByText('Edit')).first().click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await edit.getByLabel('Contact name').fill('Kim Park');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-column="contact"]')).toContainText('Kim Park');

  menu = await list.openRowMenu(row);
  await menu.getByText('Deactivate').click();
  await expect(row.getByTestId('agent-state')).toHaveText('Inactive');
});

test('the advertising admin downloads an agent’s report as PDF and CSV and sends it by email', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'adadmin');
  await page.goto('/#/advertise-setting');
  const list = new ListPageObject(page, 'ad-agent');
  await list.settled();
  await list.searchFilter('Search', 'Maple Leaf');
  const menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Report').click();
  const dialog = page.getByRole('dialog', { name: 'Report of Maple Leaf Coffee' });
  await expect(dialog).toContainText('avery.chen@mapleleafcoffee.example');
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-agent-report-1440');

  const pdf = page.waitForEvent('download');
  await dialog.getByTestId('report-pdf').click();
  const file = await pdf;
  expect(file.suggestedFilename()).toMatch(
    /^ad-report-maple-leaf-coffee-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const csv = page.waitForEvent('download');
  await dialog.getByTestId('report-csv').click();
  const lines = (await readFile(await (await csv).path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Advertising report');
  expect(lines[1]).toBe('Advertiser,Maple Leaf Coffee');

  const from = await dialog.getByLabel('From', { exact: true }).inputValue();
  await dialog.getByLabel('From', { exact: true }).fill('2099-01-01');
  await expect(dialog.getByRole('alert')).toHaveText('The period ends before it starts.');
  await expect(dialog.getByTestId('report-send')).toBeDisabled();
  await dialog.getByLabel('From', { exact: true }).fill(from);
  await dialog.getByTestId('report-send').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('The report is on its way to avery.chen@mapleleafcoffee.example.'),
  ).toBeVisible();
});

test('Ad Agents on a phone, and refused to a building manager', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'adadmin');
  await page.goto('/#/advertise-setting');
  const list = new ListPageObject(page, 'ad-agent');
  await list.settled();
  await expect(list.cells('name').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-agents-390');
  await list.openFilters();
  await list.searchFilter('Search', 'Maple Leaf');
  const menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Report').click();
  await expect(page.getByRole('dialog', { name: 'Report of Maple Leaf Coffee' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-agent-report-390');
  await phone.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'bdadmin');
  await other.goto('/#/advertise-setting');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await expect(other.getByTestId('ad-agent-table')).toHaveCount(0);
  await context.close();
});
