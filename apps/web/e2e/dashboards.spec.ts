// Dashboards: Manager View, Admin View and Statistic View with their data, the period filter and CSV export, the
// scope refusals of their routes, an axe scan of each and screenshots in the light and dark skins.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { listedBuildings, quietScreenshot } from './dashboards-support';
import { ListPageObject } from './list-page';
import { login } from './support';

async function darkSkin(page: Page): Promise<void> {
  await page.getByTestId('skin-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
}

const VIEWS = [
  { route: 'dashboard', title: 'Manager View', ready: 'dashboard-chart', shot: 'dashboard-manager' },
  { route: 'admin-view', title: 'Admin View', ready: 'urgent-delivery', shot: 'dashboard-admin' },
  { route: 'statistic-view', title: 'Statistic View', ready: 'dashboard-chart', shot: 'dashboard-statistic' },
] as const;

// One short test per view and skin: each stays well inside the time limit on a busy machine.
for (const view of VIEWS) {
  for (const skin of ['light', 'dark'] as const) {
    test(`the ${view.title} in the ${skin} skin passes the axe scan`, async ({ page }) => {
      await login(page, 'sysadmin');
      if (skin === 'dark') await darkSkin(page);
      await page.goto(`/#/${view.route}`);
      await expect(page.getByRole('heading', { name: view.title, level: 1 })).toBeVisible();
      await expect(page.getByTestId(view.ready).first()).toBeVisible();
      await expectAccessible(page);
      await quietScreenshot(page, `${view.shot}-${skin}`);
    });
  }
}

test('the Manager View shows the headline numbers, occupancy, offline lockers and the carrier chart', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/dashboard');
  for (const stat of ['buildings', 'waiting', 'overdue', 'collectedToday', 'offlineLockers'])
    await expect(page.getByTestId(`stat-${stat}-value`)).toHaveText(/^\d+(\.\d)?[KM]?$/);
  await expect(page.getByTestId('occupancy').getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-chart')).toHaveAttribute('aria-label', /by carrier/);
});

test('a building manager sees the Manager View of their own buildings', async ({ page }) => {
  await login(page, 'bdadmin');
  const buildings = await listedBuildings(page);
  await page.goto('/#/dashboard');
  await expect(page.getByTestId('stat-buildings-value')).toHaveText(String(buildings.length));
  // The picker narrows the view to one of them.
  const picker = page.getByLabel('Building', { exact: true });
  await picker.selectOption({ index: 1 });
  await expect(page.getByTestId('stat-buildings-value')).toHaveText('1');
  await picker.selectOption({ label: 'All my buildings' });
  await expect(page.getByTestId('stat-buildings-value')).toHaveText(String(buildings.length));
});

test('the Admin View lists urgent unattended deliveries that link to their building', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/admin-view');
  await expect(page.getByTestId('stat-unattended-value')).toBeVisible();
  await expect(page.getByTestId('overdue-by-building').getByRole('link').first()).toBeVisible();
  // A building links to its settings page with the notification's panel=false.
  await page.getByTestId('urgent-delivery').first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/settings\/\d+\?panel=false$/);
  await expect(page.getByTestId('panel-overview')).toBeVisible();
});

test('the Statistic View filters by period, building and carrier and exports CSV', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/statistic-view');
  await expect(page.getByRole('heading', { name: 'Statistic View', level: 1 })).toBeVisible();
  await expect(page.getByTestId('by-building').locator('tbody tr').first()).toBeVisible();
  // A reversed period is refused before asking the server.
  const from = await page.getByLabel('From', { exact: true }).inputValue();
  const to = await page.getByLabel('To (included)').inputValue();
  await page.getByLabel('From', { exact: true }).fill(to);
  await page.getByLabel('To (included)').fill(from);
  await expect(page.getByText('The first day must not be after the last.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show' })).toBeDisabled();
  // One carrier over the period: the carrier table keeps that carrier only.
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To (included)').fill(to);
  const carrier = (await page.getByTestId('by-carrier').locator('tbody th').first().textContent()) ?? '';
  await page.getByLabel('Carrier', { exact: true }).fill(carrier);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('by-carrier').locator('tbody th')).toHaveText([carrier]);
  // And one building: the building table keeps that building only.
  await page.getByLabel('Building', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('by-building').locator('tbody tr')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('the dashboard routes refuse the users their menu hides them from', async ({ page }) => {
  // Spec §6: YK-Gold building managers have no Manager View; Admin and Statistic View are for levels 10 and 5.
  await login(page, 'ykmanager');
  for (const route of ['dashboard', 'admin-view', 'statistic-view']) {
    await page.goto(`/#/${route}`);
    await expect(page.getByTestId('access-refused')).toBeVisible();
    await expect(page.getByTestId('stat-overdue')).toHaveCount(0);
  }
  await expectAccessible(page);
});

test('each headline number opens the list behind it, filtered to what it counts', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/admin-view');
  for (const [stat, list] of [
    ['abnormal', 'parcel'],
    ['overdue', 'parcel'],
    ['offlineLockers', 'machine'],
  ] as const) {
    const shown = await page.getByTestId(`stat-${stat}-value`).innerText();
    const exact = (await page.getByTestId(`stat-${stat}-value`).getAttribute('title')) ?? shown;
    await page.getByTestId(`stat-${stat}-link`).click();
    const opened = new ListPageObject(page, list);
    await opened.settled();
    expect(await opened.total(), stat).toBe(Number(exact.replace(/[^\d]/g, '')));
    await page.goBack();
    await expect(page.getByTestId(`stat-${stat}-value`)).toBeVisible();
  }
});

test('a parcel admin reads the Admin View without settings links', async ({ page }) => {
  await login(page, 'parceladmin');
  await page.goto('/#/admin-view');
  await expect(page.getByTestId('stat-unattended-value')).toBeVisible();
  await expect(page.getByTestId('urgent-delivery').first().getByRole('link')).toHaveCount(0);
});
