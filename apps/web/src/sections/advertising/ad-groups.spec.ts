// Ad Groups in the browser: spec §5's filter and the star over the seeded groups, a star toggle that sticks, a new
// group for an agent (the form refuses what the act's schema refuses), its items uploaded (a file that is not a
// picture refused, a size that differs said), previewed, added and shown as thumbnail, name and size
// (never the stored '|'); a group targeting a single locker limited to one screen layout, shown in words and edited
// back; axe at 1440 px, cards and the targets at 390 px, and a building manager refused.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';
import sharp from 'sharp';

/** A plain PNG of the given size: the upload checks its bytes and its size, not what it shows. */
const poster = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();

test('the ad filter and the star pick the right groups, and a star sticks', async ({ page }) => {
  await login(page, 'adadmin');
  await page.goto('/#/business');
  await expect(page.getByRole('heading', { name: 'Ad Groups', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'ad-group');
  await list.settled();
  const all = await list.total();
  expect(all).toBeGreaterThanOrEqual(8);
  // No internals on screen: no stored separators, no raw null or undefined.
  expect(await page.locator('main').innerText()).not.toMatch(/[#|]|\bnull\b|\bundefined\b|NaN/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-groups-1440');

  await list.selectFilter('Ads', 'No ad, on');
  expect(await list.texts('gname')).toContain('Student accounts');
  await expect(list.cells('items').getByTestId('no-ad')).toHaveCount(await list.rows().count());
  await list.selectFilter('Ads', 'No ad, off');
  expect(await list.texts('gname')).toContain('Croissant du dimanche');
  await list.selectFilter('Ads', 'With ads');
  await expect(list.cells('items').getByTestId('no-ad')).toHaveCount(0);
  await list.resetFilters();

  await list.filters().getByLabel('Starred only').check();
  await list.filters().getByRole('button', { name: 'Apply' }).click();
  await list.settled();
  const starred = await list.total();
  expect(starred).toBeLessThan(all);
  await expect(list.rows().getByTestId('star-toggle').and(page.locator('[aria-pressed="true"]'))).toHaveCount(
    await list.rows().count(),
  );
  await list.resetFilters();

  const row = list.rows().filter({ hasText: 'Fibre launch' });
  const toggle = row.getByTestId('star-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await list.settled();
  await expect(list.rows().filter({ hasText: 'Fibre launch' }).getByTestId('star-toggle')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('an advertising admin creates a group and adds its items', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'adadmin');
  await page.goto('/#/business');
  const list = new ListPageObject(page, 'ad-group');
  await list.settled();

  await page.getByTestId('create-group').click();
  const dialog = page.getByRole('dialog', { name: 'New ad group' });
  await dialog.getByLabel('Monday').uncheck();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await dialog.getByLabel(day).uncheck();
  }
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog.getByTestId('issue-group-agent_id-issue')).toHaveText('Choose an active agent.');
  await expect(dialog.getByTestId('issue-group-gname-issue')).toBeVisible();
  await expect(dialog.getByTestId('issue-group-weekdays-issue')).toHaveText('Choose at least one day.');
  await expect(dialog.getByTestId('issue-group-buids-issue')).toHaveText(
    'Choose at least one building or locker.',
  );
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-group-dialog-1440');

  const name = `Spring blend ${Date.now() % 100000}`;
  await dialog.getByLabel('Agent').selectOption({ label: 'Maple Leaf Coffee' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByLabel('Last day').fill('2099-01-31');
  await dialog.getByLabel('Saturday').check();
  await dialog.getByLabel('Sunday').check();
  await dialog.getByLabel('From').selectOption('08:00');
  await dialog.getByLabel('Until').selectOption('12:00');
  await dialog
    .locator('fieldset')
    .filter({ hasText: 'Target buildings' })
    .getByRole('checkbox')
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();

  await list.searchFilter('Search', name);
  const row = list.rows().first();
  await expect(row.getByTestId('no-ad')).toHaveText('No ad');
  await expect(row.locator('[data-column="schedule"]')).toContainText('Weekends · 08:00 to 12:00');

  const menu = await list.openRowMenu(row);
  await menu.getByText('Ad items').click();
  const items = page.getByRole('dialog', { name: `Ad items of ${name}` });
  await expect(items.getByTestId('items-empty')).toBeVisible();
  await items.getByLabel('Name', { exact: true }).fill('Bad|name');
  await items.getByRole('button', { name: 'Add item' }).click();
  await expect(items.getByTestId('issue-item-name-issue')).toBeVisible();
  await expect(items.getByTestId('issue-item-file-issue')).toHaveText('Upload the picture or film first.');
  await items.getByLabel('Name', { exact: true }).fill('Blossom cup');
  // A file that only claims to be a picture is refused by its bytes.
  await items.getByLabel('Picture or film').setInputFiles({
    name: 'blossom.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(items.getByTestId('issue-item-file-issue')).toContainText('The file was refused');
  await items.getByLabel('Picture or film').setInputFiles({
    name: 'blossom.png',
    mimeType: 'image/png',
    buffer: await poster(1920, 1080),
  });
  await expect(items.getByText('Picture, 1920 × 1080')).toBeVisible();
  // The file's size is not the one chosen yet: said before the item is added.
  await expect(items.getByTestId('issue-item-file-issue')).toContainText('1920 × 1080');
  await items.getByLabel('Picture size').selectOption({ label: '1920 × 1080' });
  await expect(items.getByTestId('issue-item-file-issue')).toHaveCount(0);
  await expect(items.getByTestId('mock-screen').locator('img')).toBeVisible();
  await items.getByLabel('Seconds on screen').fill('15');
  await items.getByRole('button', { name: 'Add item' }).click();
  await expect(items.getByTestId('item-name')).toHaveText('Blossom cup');
  await expect(items.getByTestId('item-facts')).toHaveText('Image · 1920 × 1080 · 15 s');
  await expect(items.getByTestId('item-row').locator('img')).toBeVisible();
  await expect(items).not.toContainText('|');
  await expectAccessible(page, '.modal');
  await items.getByRole('button', { name: 'Close' }).last().click();
  await expect(row.locator('[data-column="items"]')).toHaveText('1');
});

test('a group targets a single locker, limited to one screen layout, and the list says so', async ({
  page,
}) => {
  await login(page, 'adadmin');
  await page.goto('/#/business');
  const list = new ListPageObject(page, 'ad-group');
  await list.settled();
  // The seeded groups that target single lockers and screens read in words, never with a separator.
  await list.searchFilter('Search', 'Ski season');
  await expect(list.rows().first().getByTestId('group-targets')).toHaveText(
    '3 buildings, 1 locker, 1080 × 1920, 1080 × 2160 screens',
  );
  await list.resetFilters();

  await page.getByTestId('create-group').click();
  const dialog = page.getByRole('dialog', { name: 'New ad group' });
  const name = `One locker ${Date.now() % 100000}`;
  await dialog.getByLabel('Agent').selectOption({ label: 'Harbour Fitness' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByLabel('Last day').fill('2099-01-31');
  await expect(dialog.getByTestId('group-targets-rule')).toContainText(
    'targets its building or the locker itself',
  );
  const lockers = dialog.getByTestId('group-lockers');
  await lockers.getByLabel('Lockers of').selectOption({ index: 1 });
  const first = lockers.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const label = (await lockers.locator('label.form-check-label').first().innerText()).trim();
  // Found again by its place's name: the find box narrows the list to it.
  const place = label.split(' · ').pop() ?? label;
  await lockers.getByLabel('Find a locker by name').fill(place);
  await expect(lockers.getByRole('checkbox')).not.toHaveCount(0);
  await lockers.getByLabel(label, { exact: true }).check();
  await expect(lockers).toContainText('1 chosen');
  await dialog.getByTestId('group-screens').getByLabel('Portrait 32-inch (1080 × 1920)').check();
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-group-targets-1440');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();

  await list.searchFilter('Search', name);
  const targets = list.rows().first().getByTestId('group-targets');
  await expect(targets).toHaveText(`${label}, 1080 × 1920 screens`);
  await expect(targets).toHaveAttribute('title', `${label}, Portrait 32-inch (1080 × 1920)`);
  expect(await page.locator('main').innerText()).not.toMatch(/[#|]|\bnull\b|\bundefined\b|NaN/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-group-targets-list-1440');
  // The target filters keep it by its screen layout and its locker, and drop it for another layout.
  await list.selectFilter('Screen layout', 'Portrait 32-inch (1080 × 1920)');
  await expect(list.rows()).toHaveCount(1);
  await list.selectFilter('Screen layout', 'Landscape 43-inch (1920 × 1080)');
  await expect(list.rows()).toHaveCount(0);
  await list.selectFilter('Screen layout', 'Any layout');
  // Without a building chosen the locker's option also names its building: found by the place's name.
  const lockerFilter = list.filters().getByLabel('Plays on locker', { exact: true });
  const value = await lockerFilter.locator('option', { hasText: label }).first().getAttribute('value');
  await lockerFilter.selectOption(value ?? '');
  await list.settled();
  await expect(list.rows()).toHaveCount(1);
  await list.selectFilter('Plays on locker', 'Any locker');

  // Edited back to a building only: the locker and the screen go, and the list follows.
  const menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Edit').click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByTestId('group-lockers')).toContainText('1 chosen');
  await edit.getByTestId('group-lockers').getByLabel(label, { exact: true }).uncheck();
  await edit.getByTestId('group-screens').getByLabel('Portrait 32-inch (1080 × 1920)').uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByTestId('issue-group-buids-issue')).toHaveText(
    'Choose at least one building or locker.',
  );
  await edit
    .locator('fieldset')
    .filter({ hasText: 'Target buildings' })
    .getByRole('checkbox')
    .first()
    .check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(targets).not.toContainText('screens');
});

test('a seeded film waiting for its file offers its upload', async ({ page }) => {
  await login(page, 'adadmin');
  await page.goto('/#/business');
  const list = new ListPageObject(page, 'ad-group');
  await list.settled();
  await list.searchFilter('Search', 'Winter warmers');
  const menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Ad items').click();
  const items = page.getByRole('dialog', { name: 'Ad items of Winter warmers' });
  await expect(items.getByTestId('item-row')).toHaveCount(3);
  await expect(items.getByTestId('item-row').locator('img')).toHaveCount(2);
  await expect(items.getByText('Upload the file of Morning rush')).toBeVisible();
  await expect(items.getByTestId('item-facts').nth(1)).toContainText('Waiting for its file');
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-items-1440');
});

test('Ad Groups on a phone, and refused to a building manager', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'adadmin');
  await page.goto('/#/business');
  const list = new ListPageObject(page, 'ad-group');
  await list.settled();
  await expect(list.cells('gname').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-groups-390');
  await page.getByTestId('create-group').click();
  const dialog = page.getByRole('dialog', { name: 'New ad group' });
  await dialog.getByTestId('group-screens').scrollIntoViewIfNeeded();
  await expect(dialog.getByTestId('group-lockers').getByRole('checkbox').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-group-targets-390');
  await phone.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'bdadmin');
  await other.goto('/#/business');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await expect(other.getByTestId('ad-group-table')).toHaveCount(0);
  await context.close();
});
