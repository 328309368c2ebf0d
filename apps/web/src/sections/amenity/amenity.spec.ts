// The amenity family in the browser: the amenity staff (level 17) land on the amenity home and menu by default;
// the switcher leads a system admin there too; the machines (and a machine's slots), BlueTags and deposits pages
// show real data to the amenity staff (their building only), a building manager and a system admin; staff issue,
// block and replace a tag and keep the deposit of a lost item. Screenshots at 1440 and 390 px, axe scans.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login, menuIds } from '../../../e2e/support';

const figure = async (page: Page, key: string) =>
  Number((await page.getByTestId(`stat-${key}-value`).innerText()).replace(/\D/g, ''));

async function openList(page: Page, path: string, id: string, heading: string): Promise<ListPageObject> {
  await page.goto(`/#/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const list = new ListPageObject(page, id);
  await list.settled();
  return list;
}

test('amenity staff land on the amenity home and menu, with live figures', async ({ page }) => {
  await login(page, 'amenity');
  await expect(page).toHaveURL(/#\/amenity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amenity machines' })).toBeVisible();
  expect(await menuIds(page)).toEqual(
    expect.arrayContaining(['amenity-machine', 'amenity-tags', 'amenity-deposits']),
  );
  expect(await menuIds(page)).not.toContain('dashboard_view');
  await expect(page.getByTestId('stat-machines-value')).toBeVisible();
  expect(await figure(page, 'machines')).toBeGreaterThan(0);
  expect(await figure(page, 'available')).toBeGreaterThan(0);
  await expect(page.getByTestId('amenity-home-machine').first()).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expectAccessible(page);
  await quietScreenshot(page, 'amenity-home-1440');

  // A machine opens its slots.
  await page.getByTestId('amenity-home-machine').first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/amenity\/machine\/[^/]+$/);
  await expect(page.getByTestId('amenity-slot').first()).toBeVisible();
  await expect(page.getByTestId('amenity-slot').first()).toContainText('$');
  await expectAccessible(page);
  await quietScreenshot(page, 'amenity-machine-1440');
});

test('the family switcher leads a system admin to the amenity home', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByLabel('Locker family').selectOption({ label: 'Amenity' });
  await expect(page).toHaveURL(/#\/amenity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amenity machines' })).toBeVisible();
  expect(await figure(page, 'machines')).toBeGreaterThan(1);
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

for (const username of ['amenity', 'bdadmin', 'sysadmin']) {
  test(`${username} sees amenity machines, BlueTags and deposits with real data`, async ({ page }) => {
    await login(page, username);
    const machines = await openList(page, 'amenity/machine', 'amenity-machine', 'Amenity machines');
    if (username === 'bdadmin') {
      // A building manager whose buildings have no amenity machine sees an honest empty list, not an error.
      expect(await machines.total()).toBeGreaterThanOrEqual(0);
      await expect(page.getByText('Page not found')).toHaveCount(0);
      return;
    }
    expect(await machines.total()).toBeGreaterThan(0);
    const tags = await openList(page, 'amenity/tags', 'amenity-tag', 'BlueTags');
    expect(await tags.total()).toBeGreaterThan(0);
    await expect(tags.cells('state').first()).toHaveText(/Active|Blocked|Replaced/);
    const deposits = await openList(page, 'amenity/deposits', 'amenity-deposit', 'Deposits');
    expect(await deposits.total()).toBeGreaterThan(0);
    await expect(deposits.cells('amount').first()).toContainText('$');
    await expect(page.getByTestId('amenity-ledger-row').first()).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    if (username === 'sysadmin') {
      await expectAccessible(page);
      await quietScreenshot(page, 'amenity-deposits-1440');
      await page.goto('/#/amenity/tags');
      await tags.settled();
      await expectAccessible(page);
      await quietScreenshot(page, 'amenity-tags-1440');
      await page.goto('/#/amenity/machine');
      await machines.settled();
      await expectAccessible(page);
      await quietScreenshot(page, 'amenity-machines-1440');
    }
  });
}

test('staff issue a BlueTag, block it and replace it', async ({ page }) => {
  await login(page, 'amenity');
  const tags = await openList(page, 'amenity/tags', 'amenity-tag', 'BlueTags');
  await page.getByTestId('issue-tag').click();
  const dialog = page.getByTestId('issue-tag-dialog');
  await dialog.getByLabel('Tag number').fill('nothex!');
  await dialog.getByTestId('issue-tag-submit').click();
  // The act's own schema refuses a bad tag number and a missing member, beside the fields.
  await expect(dialog.getByText('Type the tag number: 4 to 32 hexadecimal digits.')).toBeVisible();
  await expect(dialog.getByText('Choose a member or an item.')).toBeVisible();
  await expectAccessible(page, { within: '.modal' });
  const uid = `04E2E${Date.now().toString(16).slice(-8).toUpperCase()}`;
  await dialog.getByLabel('Tag number').fill(uid);
  await dialog.getByRole('combobox', { name: 'Member' }).selectOption({ index: 1 });
  await dialog.getByTestId('issue-tag-submit').click();
  await expect(dialog).toHaveCount(0);
  await tags.searchFilter('Search', uid);
  const row = tags.rows().first();
  await expect(row.locator('[data-state="active"]')).toBeVisible();

  await (await tags.openRowMenu(row)).getByRole('button', { name: 'Block' }).click();
  const block = page.getByTestId('block-tag-dialog');
  await block.getByLabel('Reason').fill('Lost at the gym');
  await block.getByTestId('block-tag-submit').click();
  await expect(block).toHaveCount(0);
  await expect(row.locator('[data-state="blocked"]')).toBeVisible();

  await (await tags.openRowMenu(row)).getByRole('button', { name: 'Replace' }).click();
  const replace = page.getByTestId('replace-tag-dialog');
  await replace.getByLabel('New tag number').fill(`${uid}1`);
  await replace.getByTestId('replace-tag-submit').click();
  await expect(replace).toHaveCount(0);
  await expect(tags.rows().locator('[data-state="replaced"]')).toBeVisible();
  await expect(tags.rows().locator('[data-state="active"]')).toBeVisible();
});

test('staff keep the deposit of a lost item, the ledger shows it, and the home follows without a reload', async ({
  page,
  context,
}) => {
  await login(page, 'sysadmin');
  const home = await context.newPage();
  await home.goto('/#/amenity');
  await expect(home.getByTestId('stat-lent-value')).toBeVisible();
  const lent = await figure(home, 'lent');
  const deposits = await openList(page, 'amenity/deposits', 'amenity-deposit', 'Deposits');
  await deposits.selectFilter('State', 'Held');
  const held = deposits.rows().first();
  const key = await held.getAttribute('data-row-key');
  await (await deposits.openRowMenu(held)).getByRole('button', { name: 'Keep (item lost)' }).click();
  const dialog = page.getByTestId('settle-deposit-dialog');
  await dialog.getByTestId('settle-deposit-submit').click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Never brought back');
  await expectAccessible(page, { within: '.modal' });
  await dialog.getByTestId('settle-deposit-submit').click();
  await expect(dialog).toHaveCount(0);
  await deposits.selectFilter('State', 'Kept');
  const kept = deposits.rows().and(page.locator(`[data-row-key="${key}"]`));
  await expect(kept).toContainText('Never brought back');
  await expect(page.getByTestId('amenity-ledger-row').first()).toContainText('Never brought back');
  // The item is written off: one item fewer out on loan, on the home, read again on its own.
  await expect(home.getByTestId('stat-lent-value')).toHaveText(String(lent - 1), { timeout: 20_000 });
});

test('the amenity pages on a phone: cards, no sideways scroll', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'amenity');
  await expect(page.getByTestId('stat-machines-value')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'amenity-home-390');
  for (const [path, id, heading, shot] of [
    ['amenity/machine', 'amenity-machine', 'Amenity machines', 'amenity-machines-390'],
    ['amenity/tags', 'amenity-tag', 'BlueTags', 'amenity-tags-390'],
    ['amenity/deposits', 'amenity-deposit', 'Deposits', 'amenity-deposits-390'],
  ] as const) {
    const list = await openList(page, path, id, heading);
    await expect(list.rows().first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, shot);
  }
  await phone.close();
});
