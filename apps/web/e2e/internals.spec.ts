// No internals on screen (issue: '#' and '|' separators, machine uuids, raw codes): each page people open every day
// is read as text, with the navbar's banner and bell open, and must show none of them.
import { expect, test, type Page } from '@playwright/test';
import { ListPageObject } from './list-page';
import { login } from './support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function shownText(page: Page): Promise<string> {
  // Only what a person sees: hidden menus and the screen-reader-only helpers are not read.
  return page.evaluate(() => document.body.innerText);
}

async function expectNoInternals(page: Page, where: string): Promise<void> {
  const text = await shownText(page);
  expect(text, `${where}: a '#' or '|' separator`).not.toMatch(/[#|]/);
  expect(text, `${where}: a machine uuid`).not.toMatch(UUID);
  expect(text, `${where}: a raw status`).not.toMatch(/Status \d+|\bundefined\b|\bnull\b|NaN/);
}

for (const username of ['bdadmin', 'sysadmin']) {
  test(`${username}: the shell, the bell and the daily pages show no internals`, async ({ page }) => {
    await login(page, username);
    if (username === 'bdadmin') await expect(page.getByTestId('offline-banner')).toBeVisible();
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    await expect(page.getByTestId('notification-menu')).toBeVisible();
    await expectNoInternals(page, 'home with the bell open');
    await page.keyboard.press('Escape');
    for (const route of [
      'parcels',
      'settings',
      'dashboard',
      ...(username === 'sysadmin' ? ['machines/lockers'] : []),
    ]) {
      await page.goto(`/#/${route}`);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoInternals(page, route);
    }
  });
}

test("in French the parcel list says 'n.d.', never the English 'N/A'", async ({ page }) => {
  await login(page, 'bdadmin');
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.goto('/#/parcels');
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const text = await shownText(page);
  expect(text).toContain('n.d.');
  expect(text).not.toContain('N/A');
});

test("parcel times are shown in the building's zone and say which", async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/parcels');
  const list = new ListPageObject(page, 'parcel');
  await list.settled();
  const deposited = await list.texts('deposited');
  expect(deposited.length).toBeGreaterThan(0);
  // Half-hour zones (St. John's) read GMT-3:30.
  for (const text of deposited) expect(text).toMatch(/\d{2}:\d{2}:\d{2} (GMT[+-]\d+(:\d{2})?|[A-Z]{2,4})$/);
  // The demo buildings are mostly in Toronto (EST in November), whatever zone the browser runs in.
  const zones = new Set(deposited.map((text) => text.split(' ').at(-1)));
  expect(zones.has('EST')).toBe(true);
});
