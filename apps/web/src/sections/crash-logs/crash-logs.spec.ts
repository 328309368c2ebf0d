// Crash Logs in a browser: the demo groups of lockers and of the portal; an uncaught error thrown in the page is
// reported by the page itself and shows up as a portal group; a group's page lists the lockers it hit and its
// reports, and Mark resolved / Open again flip its state; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test.describe.configure({ mode: 'default' });

test('Crash Logs group lockers’ and the portal’s crashes; a group is resolved and opened again', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  // An uncaught error of the portal's own page: the page reports it.
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('E2E crash check: widget 42 failed');
    }, 0);
  });
  expect((await reported).status()).toBe(204);

  await page.goto('/#/logs/crash');
  await expect(page.getByRole('heading', { name: 'Crash Logs', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'crash');
  await list.settled();
  expect(await list.total()).toBeGreaterThanOrEqual(5);
  expect(new Set(await list.texts('origin'))).toEqual(new Set(['Locker', 'Portal']));
  await expect(list.rows().filter({ hasText: 'E2E crash check' })).toHaveCount(1);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'crash-logs-1440');

  await list.selectFilter('From', 'Locker');
  expect(new Set(await list.texts('origin'))).toEqual(new Set(['Locker']));
  await list.rows().filter({ hasText: 'Segmentation fault' }).getByTestId('crash-link').click();
  const group = page.getByTestId('crash-page');
  await expect(group).toBeVisible();
  expect(await page.getByTestId('crash-machine').count()).toBeGreaterThan(0);
  expect(await page.getByTestId('crash-report').count()).toBeGreaterThan(0);
  await page.getByTestId('crash-report').first().getByText('Last events before the crash').click();
  await expect(page.getByTestId('crash-report').first()).toContainText('bus timeout on board 2');
  const before = await group.getAttribute('data-state');
  await page.getByTestId('crash-resolve').click();
  await expect(page.getByText('Marked resolved.')).toBeVisible();
  await expect(group).toHaveAttribute('data-state', 'resolved');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'crash-group-1440');
  await page.getByTestId('crash-resolve').click();
  await expect(page.getByText('Open again.')).toBeVisible();
  await expect(group).toHaveAttribute('data-state', before === 'reopened' ? 'reopened' : 'open');
});

test('Crash Logs on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/logs/crash');
  const list = new ListPageObject(small, 'crash');
  await list.settled();
  await expect(list.rows().first()).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'crash-logs-390');
  await small.getByTestId('crash-link').first().click();
  await expect(small.getByTestId('crash-page')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'crash-group-390');
  await phone.close();
});
