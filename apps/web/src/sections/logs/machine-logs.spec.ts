// Machine Logs (#/logs/machine): what the demo lockers reported, worded from the log model, each filter checked
// against the rows it returns, a locker's timeline with its reported state, the retention setting checked by the
// act's own schema, the CSV export, the phone's cards, and axe scans.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

async function openMachineLogs(page: Page): Promise<ListPageObject> {
  await page.goto('/#/logs/machine');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Logs' })).toBeVisible();
  const list = new ListPageObject(page, 'machine-log');
  await list.settled();
  return list;
}

const attributes = (list: ListPageObject, name: string) =>
  list
    .rows()
    .locator(`[${name}]`)
    .evaluateAll((nodes, attribute) => nodes.map((node) => node.getAttribute(attribute)), name);

test('the machine log reads in words, filters, opens a timeline and exports', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openMachineLogs(page);
  expect(await list.total()).toBeGreaterThan(50);
  const entries = await list.texts('entry');
  expect(entries.some((text) => /[#|]/.test(text) || UUID.test(text))).toBe(false);
  expect((await list.texts('machine')).some((text) => text.includes('#'))).toBe(false);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'machine-logs-1440');

  await list.selectFilter('Severity', 'Error');
  expect(new Set(await attributes(list, 'data-severity'))).toEqual(new Set(['error']));
  await list.selectFilter('Category', 'Power');
  expect(new Set(await attributes(list, 'data-category'))).toEqual(new Set(['power']));
  expect((await list.texts('entry')).every((text) => text.length > 0)).toBe(true);
  await list.resetFilters();

  await list.selectFilter('Building', 'Maple Court');
  const buildings = new Set(await attributes(list, 'data-buid'));
  expect(buildings.size).toBe(1);
  const shown = await list.total();
  const { name, lines } = await list.exportCsv();
  expect(name).toMatch(/^machine-logs.*\.csv$/);
  expect(lines[0]).toContain('What happened');
  expect(lines).toHaveLength(shown + 1);

  await list.rows().first().getByTestId('timeline-link').click();
  await expect(page).toHaveURL(/#\/logs\/machine\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locker timeline' })).toBeVisible();
  const state = page.getByTestId('timeline-state');
  await expect(state).toContainText('Maple Court');
  await expect(state).toContainText('2.4.1');
  const timeline = page.getByTestId('timeline-entry');
  await expect(timeline.first()).toBeVisible();
  const all = await timeline.count();
  await page.getByLabel('Category').selectOption({ label: 'Doors' });
  await expect(page.getByTestId('timeline')).toHaveAttribute('aria-busy', 'false');
  const kinds = await timeline.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
  expect(kinds.every((kind) => kind?.startsWith('door-'))).toBe(true);
  expect(kinds.length).toBeLessThanOrEqual(all);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'machine-timeline-1440');
});

test('a system admin sets how long entries are kept; the browser refuses what the server would', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await openMachineLogs(page);
  const panel = page.getByTestId('log-retention');
  const days = panel.getByLabel('Keep entries for (days)');
  await expect(days).toHaveValue('365');
  await days.fill('3');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByTestId('issue-retention-days-issue')).toContainText('From 7 to 3650 days');
  await days.fill('400');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Machine log entries are now kept for 400 days.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('log-retention').getByLabel('Keep entries for (days)')).toHaveValue('400');
  await page.getByTestId('log-retention').getByLabel('Keep entries for (days)').fill('365');
  await page.getByTestId('log-retention').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Machine log entries are now kept for 365 days.')).toBeVisible();
});

test('on a phone: cards, nothing wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, 'sysadmin');
  const list = await openMachineLogs(page);
  await expect(list.rows().first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'machine-logs-390');
  await list.rows().first().getByTestId('timeline-link').click();
  await expect(page.getByTestId('timeline-entry').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'machine-timeline-390');
  await context.close();
});
