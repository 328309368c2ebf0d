// The family switcher lands on a page of that family, never on 'Page not found': the mini-box home lists the
// mini-box lockers on the shared list page, the bike home (the bike section's) the bike locations, each in the
// user's scope. The mini-box and amenity staff's own pages are tested in minibox.spec.ts and amenity.spec.ts.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { listedBuildings } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login, menuIds, screenshot } from '../../../e2e/support';

test('switching to MiniBox opens the mini-box lockers, and to the bike family its lockers', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.getByLabel('Locker family').selectOption({ label: 'MiniBox' });
  await expect(page).toHaveURL(/#\/minibox-locker-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MiniBox lockers' })).toBeVisible();
  const list = new ListPageObject(page, 'minibox-locker');
  await list.settled();
  expect(await list.total()).toBeGreaterThan(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'family-home-minibox');

  // A row opens the locker's boxes and events.
  await list.rows().first().getByTestId('minibox-locker-link').click();
  await expect(page).toHaveURL(/#\/minibox-locker-list\/[^/]+$/);
  await expect(page.getByTestId('minibox-box').first()).toBeVisible();

  // The bike home is the bike section's (its figures and pages are tested there).
  await page.getByLabel('Locker family').selectOption({ label: 'Bike Locker' });
  await expect(page).toHaveURL(/#\/bike$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bike lockers' })).toBeVisible();
});

test('a building manager sees the bike lockers of their own buildings only', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.getByTestId('menu-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bike lockers' })).toBeVisible();
  await expect(page.getByTestId('bike-home-location').first()).toBeVisible();
  const shown = await page
    .getByTestId('bike-home-location')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-buid'))));
  const managed = await listedBuildings(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((buid) => managed.includes(buid))).toBe(true);
  await page.goto('/#/minibox-locker-list');
  // Spec §6 gives the mini-box family to the operator's system admins only.
  await expect(page.getByTestId('access-refused')).toBeVisible();
});

test('mini-box staff land on the mini-box home and menu, with its lockers, boxes and events', async ({
  page,
}) => {
  await login(page, 'minibox');
  await expect(page).toHaveURL(/#\/minibox-locker-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MiniBox lockers' })).toBeVisible();
  expect(await menuIds(page)).toEqual(expect.arrayContaining(['minibox-lockers', 'minibox-events']));
  await expect(page.getByTestId('stat-lockers-value')).toBeVisible();
  const list = new ListPageObject(page, 'minibox-locker');
  await list.settled();
  expect(await list.total()).toBeGreaterThan(0);
  await expect(list.cells('boxes').first()).toContainText('free');
  await expectAccessible(page);
  await screenshot(page, 'minibox-home-1440');

  await list.rows().first().getByTestId('minibox-locker-link').click();
  await expect(page.getByTestId('minibox-box').first()).toBeVisible();
  await expect(page.getByTestId('minibox-locker-events')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'minibox-locker-1440');

  await page.goto('/#/minibox-locker-list/events');
  await expect(page.getByRole('heading', { level: 1, name: 'MiniBox events' })).toBeVisible();
  const events = new ListPageObject(page, 'minibox-event');
  await events.settled();
  expect(await events.total()).toBeGreaterThan(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'minibox-events-1440');
});

test('the mini-box pages on a phone: no sideways scroll', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'minibox');
  await expect(page.getByTestId('stat-lockers-value')).toBeVisible();
  await new ListPageObject(page, 'minibox-locker').settled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await screenshot(page, 'minibox-home-390');
  await page.goto('/#/minibox-locker-list/events');
  await new ListPageObject(page, 'minibox-event').settled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await screenshot(page, 'minibox-events-390');
  await phone.close();
});
