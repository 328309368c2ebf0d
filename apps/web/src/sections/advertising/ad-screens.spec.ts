// Screens in the browser as the advertising admin: the full-screen layouts drawn to scale, a locker's screen changed
// in place and its playlist shown with the seeded pictures; the header plus screen layouts; axe at 1440 px, the
// phone layout at 390 px, and a building manager refused.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('the advertising admin sees the screens, changes one and opens a playlist', async ({ page }) => {
  await login(page, 'adadmin');
  await page.goto('/#/display');
  await expect(page.getByRole('heading', { name: 'Screens', level: 1 })).toBeVisible();
  await expect(page.getByTestId('screen-layout')).toHaveCount(3);
  await expect(page.getByTestId('screen-layouts')).toContainText('Portrait 32-inch');
  const rows = page.getByTestId('screen-machine');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('|');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-screens-1440');

  const first = rows.first();
  await first.getByRole('button', { name: /^Playlist of/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Playlist of/ });
  await expect(dialog.getByTestId('mock-screen')).toBeVisible();
  await expect(dialog).not.toContainText('|');
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'ad-screens-playlist-1440');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.getByLabel('Screen', { exact: true }).selectOption({ label: 'No screen' });
  await expect(rows.first()).toBeVisible();
  const bare = rows.first();
  const select = bare.getByRole('combobox');
  await select.selectOption({ label: 'Tall bar with header' });
  await expect(page.getByText(/The screen of .* was changed\./)).toBeVisible();

  await page.goto('/#/header-plus-screen');
  await expect(page.getByRole('heading', { name: 'Header plus screen', level: 1 })).toBeVisible();
  await expect(page.getByTestId('screen-layout')).toHaveCount(2);
  await page.getByTestId('add-screen').click();
  const create = page.getByRole('dialog', { name: 'New header plus screen layout' });
  await create.getByLabel('Name').fill('Lobby kiosk');
  await create.getByLabel('Header height (pixels)').fill('10');
  await create.getByRole('button', { name: 'Add layout' }).click();
  await expect(create.getByTestId('issue-screen-header_height-issue')).toBeVisible();
  await create.getByLabel('Header height (pixels)').fill('200');
  await create.getByRole('button', { name: 'Add layout' }).click();
  await expect(page.getByTestId('screen-layout')).toHaveCount(3);
  await expect(page.getByTestId('screen-layouts')).toContainText('Lobby kiosk');
});

test('Screens on a phone, and refused to a building manager', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'adadmin');
  await page.goto('/#/header-plus-screen');
  await expect(page.getByTestId('screen-layout').first()).toBeVisible();
  await expect(page.getByTestId('screen-machine').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'ad-screens-390');
  await phone.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'bdadmin');
  await other.goto('/#/display');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await context.close();
});
