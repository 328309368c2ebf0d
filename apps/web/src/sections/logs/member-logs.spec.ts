// Member Logs (#/logs/operator): the operation log worded in the reader's language, a failed login among the
// entries, each filter checked against the rows it returns, an entry's details with the values a write changed,
// the CSV export, the phone's cards, and axe scans of the list and the details.
import { buildingSettingsAct, settingsBuildingsAct, updateBuildingSettingsAct } from '@bluemanager/protocol';
import { expect, test, type Page } from '@playwright/test';
import { actChannel } from '../../../e2e/act-channel-support';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

async function openMemberLogs(page: Page): Promise<ListPageObject> {
  await page.goto('/#/logs/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Logs' })).toBeVisible();
  const list = new ListPageObject(page, 'member-log');
  await list.settled();
  return list;
}

async function failLogin(page: Page, username: string): Promise<void> {
  await page.goto('/#/pages/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
}

test('the log reads in words, shows a failed login, filters, opens the details and exports', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // A write with values before and after, made the way the settings page makes it.
  const channel = await actChannel(baseURL ?? '', 'sysadmin');
  const building = (await channel.call(settingsBuildingsAct, { q: 'Maple' })).items[0];
  if (!building) throw new Error('no demo building named Maple');
  const settings = await channel.call(buildingSettingsAct, { buid: building.buid });
  await channel.call(updateBuildingSettingsAct, {
    buid: building.buid,
    overdue_hours: settings.overdue_hours + 1,
  });
  await failLogin(page, 'viu');
  await login(page, 'sysadmin');
  const list = await openMemberLogs(page);
  expect(await list.total()).toBeGreaterThan(10);
  const entries = await list.texts('entry');
  // No storage separators or uuids on screen.
  expect(entries.some((text) => /[#|]/.test(text) || UUID.test(text))).toBe(false);
  expect((await list.texts('actor')).some((text) => UUID.test(text))).toBe(false);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'member-logs-1440');

  await list.selectFilter('Category', 'Login');
  expect(
    new Set(
      await list
        .rows()
        .locator('[data-category]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category'))),
    ),
  ).toEqual(new Set(['Login']));
  await list.searchFilter('Who', 'viu');
  const logins = await list.texts('entry');
  expect(logins[0]).toBe('User viu login failed');
  expect(logins.every((text) => text.includes('viu'))).toBe(true);
  await list.resetFilters();

  await list.selectFilter('Building', building.bname);
  await list.selectFilter('Category', 'Locker settings');
  const row = list
    .rows()
    .filter({ hasText: `Settings of building ${building.bname} updated` })
    .first();
  await expect(row).toContainText('Overdue after (hours)');
  await row.getByTestId('open-entry').click();
  const detail = page.getByTestId('member-log-detail');
  await expect(detail).toBeVisible();
  const change = detail.getByTestId('member-log-changes').locator('[data-field="overdue_hours"]');
  await expect(change).toContainText(String(settings.overdue_hours));
  await expect(change).toContainText(String(settings.overdue_hours + 1));
  await expect(detail).toContainText('sysadmin');
  await expectAccessible(page, { within: '[data-testid="member-log-detail"]' });
  await quietScreenshot(page, 'member-logs-detail-1440');
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(detail).toHaveCount(0);

  const shown = await list.total();
  const { name, lines } = await list.exportCsv();
  expect(name).toMatch(/^member-logs.*\.csv$/);
  expect(lines[0]).toContain('What happened');
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.includes(building.bname))).toBe(true);

  await channel.call(updateBuildingSettingsAct, {
    buid: building.buid,
    overdue_hours: settings.overdue_hours,
  });
});

test('on a phone: cards, the filters in a drawer, nothing wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, 'sysadmin');
  await page.goto('/#/logs/operator');
  const list = new ListPageObject(page, 'member-log');
  await list.settled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(list.rows().first()).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'member-logs-390');
  await list.openFilters();
  await expect(list.filters().getByLabel('Category', { exact: true })).toBeVisible();
  await quietScreenshot(page, 'member-logs-filters-390');
  await context.close();
});
