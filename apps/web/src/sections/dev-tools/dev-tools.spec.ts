// Developer tools in the browser: reached from the user menu by a system admin; the server's health and version;
// the demo fleet started and stopped, one heartbeat and one deposit sent for a demo locker; the act console's typed
// form sending an act and showing its answer, and a refusal with its code and the issue on its field; other levels
// refused; the phone view; axe scans and screenshots at 1440 and 390 px.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('a system admin reads the health, drives the demo fleet and calls acts from the console', async ({
  page,
}) => {
  // Health, the fleet's five calls and three console calls: longer than the default half minute on a shared machine.
  test.setTimeout(60_000);
  await login(page, 'sysadmin');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-dev-tools').click();
  await expect(page).toHaveURL(/#\/dev-tools$/);
  await expect(page.getByRole('heading', { name: 'Developer tools', level: 1 })).toBeVisible();

  const health = page.getByTestId('server-health');
  await expect(health.getByTestId('health-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await expect(health.getByTestId('health-database')).toHaveText(/SQLite|PostgreSQL/);
  await expect(health.getByTestId('health-migrations')).toContainText(/(\d+) of \1 applied/);
  await quietScreenshot(page, 'dev-tools-health-1440');

  const fleet = page.getByTestId('demo-fleet');
  await expect(fleet.getByTestId('fleet-state')).toContainText('Stopped');
  await expect(fleet.getByTestId('fleet-state')).toContainText(/Drives \d+ demo lockers/);
  await fleet.getByTestId('send-heartbeat').click();
  await expect(fleet.getByTestId('fleet-answer')).toHaveText('Heartbeat accepted by the device channel.');
  await fleet.getByTestId('send-deposit').click();
  await expect(fleet.getByTestId('fleet-answer')).toContainText(/Parcel deposited; pickup code \d+/);
  await fleet.getByTestId('fleet-toggle').click();
  await expect(fleet.getByTestId('fleet-state')).toContainText('Running');
  await fleet.getByTestId('fleet-toggle').click();
  await expect(fleet.getByTestId('fleet-state')).toContainText('Stopped');

  const console = page.getByTestId('act-console');
  await console.getByLabel('Act', { exact: true }).selectOption({ label: '66001 · server health' });
  await expect(console.getByText('This act takes no parameters.')).toBeVisible();
  await console.getByTestId('console-send').click();
  await expect(console.getByTestId('console-answer')).toContainText(/Answered in \d+ ms/);
  await expect(console.getByTestId('console-data')).toContainText('"dialect"');

  await console.getByLabel('Act', { exact: true }).selectOption({ label: '66051 · save release note' });
  await console.getByLabel(/^body/).fill('Sent without a title.');
  await console.getByTestId('console-send').click();
  await expect(console.getByTestId('console-code')).toHaveText('INVALID_PARAMS');
  await expect(console.getByTestId('issue-console-title-issue')).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'dev-tools-1440');

  await console.getByLabel('Act', { exact: true }).selectOption({ label: '66050 · release notes to edit' });
  await console.getByLabel(/^state/).selectOption('draft');
  await console.getByTestId('console-send').click();
  await expect(console.getByTestId('console-data')).toContainText('"state": "draft"');
});

test('other levels have no link and are refused', async ({ browser }) => {
  for (const username of ['parceladmin', 'partneradmin']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, username);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-dev-tools')).toHaveCount(0);
    await page.goto('/#/dev-tools');
    await expect(page.getByTestId('access-refused')).toBeVisible();
    await expect(page.getByTestId('act-console')).toHaveCount(0);
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the three panels stack without sideways scrolling', async ({ page }) => {
    await login(page, 'sysadmin');
    await page.goto('/#/dev-tools');
    await expect(page.getByTestId('health-version')).toBeVisible();
    await expect(page.getByTestId('fleet-state')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'dev-tools-390');
  });
});
