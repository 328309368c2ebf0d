// Choose building and locker in the browser: a building manager sees only their buildings, picks a locker, and the
// choice survives a reload under the spec's stored keys and opens that locker's parcels.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('a building manager chooses a locker, and the choice is remembered and leads to its parcels', async ({
  page,
}) => {
  await login(page, 'bdadmin');
  await page.goto('/#/locker-select');
  await expect(page.getByRole('heading', { name: 'Choose building and locker', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-locker')).toContainText('Nothing chosen yet.');
  const buildings = page.getByTestId('locker-select-building');
  await expect(buildings.first()).toBeVisible();
  // bdadmin manages a few buildings of the twenty: never the whole network.
  expect(await buildings.count()).toBeLessThan(20);
  await expect(page.locator('main')).not.toContainText('|');

  await buildings.first().click();
  const lockers = page.getByTestId('locker-select-lockers');
  await expect(lockers.getByRole('listitem').first()).toBeVisible();
  const chosen = (await lockers.locator('li span.d-block').first().innerText()).trim();
  await lockers
    .getByRole('button', { name: /Use this locker/ })
    .first()
    .click();
  await expect(page.getByTestId('current-locker')).toContainText(chosen);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'locker-select-1440');

  const stored = await page.evaluate(() => ({
    current: JSON.parse(localStorage.getItem('currentBuilding') ?? 'null') as { buid: number; muuid: string },
    buid: localStorage.getItem('bm-currentBuilding'),
  }));
  expect(stored.buid).toBe(String(stored.current.buid));
  expect(stored.current.muuid).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId('current-locker')).toContainText(chosen);
  await page.getByTestId('current-locker').getByRole('link', { name: 'Its parcels' }).click();
  await expect(page).toHaveURL(new RegExp(`#/parcels/.*${stored.current.muuid}`));
});

test('Choose building and locker fits a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, 'sysadmin');
  await page.goto('/#/locker-select');
  await page.getByTestId('locker-select-building').first().click();
  await expect(page.getByTestId('locker-select-lockers')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'locker-select-390');
  await context.close();
});
