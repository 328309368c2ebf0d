// The shared list page (ListPage) as users meet it on every list: the view kept in the address, the column
// chooser remembered per list, the CSV export of the current filter, the row menu on screen, and on a phone cards,
// a filter drawer and nothing that scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ListPageObject } from './list-page';
import { screenshot, settled, login } from './support';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the machine list keeps its filters in the address, remembers its columns and exports the filter', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/machines/lockers');
  const list = new ListPageObject(page, 'machine');
  await list.settled();
  await list.selectFilter('Online / offline', 'Offline');
  // The browser tests run without the demo fleet (NODE_ENV=test): the seeded heartbeats age out and the offline
  // sweep marks more lockers offline as the run goes on, never fewer. So counts are compared as bounds.
  const offline = await list.total();
  expect(offline).toBeGreaterThan(0);
  expect(page.url()).toContain('?view=');

  // A reload shows the same view.
  await page.reload();
  await list.settled();
  expect(await list.total()).toBeGreaterThanOrEqual(offline);
  await expect(list.filters().getByLabel('Online / offline', { exact: true })).toHaveValue('offline');

  // The family column goes away, and stays away after a reload; the name column cannot be hidden.
  await expect(list.cells('family').first()).toBeVisible();
  await list.toggleColumn('Family');
  await expect(list.cells('family')).toHaveCount(0);
  await page.reload();
  await list.settled();
  await expect(list.cells('family')).toHaveCount(0);
  await page.getByTestId('column-chooser').click();
  await expect(page.getByRole('checkbox', { name: 'Name', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The export holds the current filter's rows, all of them, in words (no raw codes).
  const { name, lines } = await list.exportCsv();
  expect(name).toMatch(/^machines-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toContain('Name');
  await page.reload();
  await list.settled();
  const offlineAfter = await list.total();
  expect(lines.length - 1).toBeGreaterThanOrEqual(offline);
  expect(lines.length - 1).toBeLessThanOrEqual(offlineAfter);
  expect(lines.slice(1).every((line) => line.includes('Offline') || line.includes('Never connected'))).toBe(
    true,
  );
});

test('the parcel row menu opens on screen, beside its button', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.goto('/#/parcels');
  const list = new ListPageObject(page, 'parcel');
  await list.settled();
  await settled(page);
  const row = list.rows().first();
  const menu = await list.openRowMenu(row);
  const box = await menu.boundingBox();
  const button = await row.getByTestId('row-actions').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !button || !viewport) throw new Error('the menu, its button or the viewport has no size');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Beside its button, not somewhere else on the page.
  expect(Math.abs(box.y - (button.y + button.height))).toBeLessThan(40);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [route, id] of [
    ['machines/lockers', 'machine'],
    ['parcels', 'parcel'],
  ] as const) {
    test(`${route} shows cards, folds its filters into a drawer and never scrolls sideways`, async ({
      page,
    }) => {
      await login(page, 'sysadmin');
      await page.goto(`/#/${route}`);
      const list = new ListPageObject(page, id);
      await list.settled();
      await expect(list.table.getByTestId('data-cards')).toBeVisible();
      await expect(list.table.locator('table')).toHaveCount(0);
      await expect(list.filters()).toBeHidden();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `list-phone-${id}`);

      await list.openFilters();
      // The open drawer is a dialog with a name (axe's aria-dialog-name) and passes the scan.
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectAccessible(page, '.offcanvas');
      await list.filters().getByRole('button', { name: 'Apply' }).click();
      await expect(list.filters()).toBeHidden();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
