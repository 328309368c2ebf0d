// Ad Analytics in the browser as the advertising admin: the seeded weeks of showings in figures, the daily chart and
// the table; another dimension and an agent chosen; the CSV and the agent's report downloaded with real rows; axe at
// 1440 px, the phone layout at 390 px, and a building manager refused.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

test('the advertising admin reads, narrows and exports the figures', async ({ page }) => {
  await login(page, 'adadmin');
  await page.getByRole('link', { name: 'Ad Analytics' }).first().click();
  await expect(page.getByRole('heading', { name: 'Ad Analytics', level: 1 })).toBeVisible();
  const rows = page.getByTestId('analytics-row');
  await expect(rows.first()).toBeVisible();
  const shown = await page.getByTestId('total-impressions').locator('.h3').innerText();
  expect(Number(shown.replace(/\D/g, ''))).toBeGreaterThan(1000);
  await expect(page.locator('canvas')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('|');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-analytics-1440');

  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-csv').click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Item,Group,Showings,Touches,Touch rate,Hours on screen');
  expect(csv.split('\r\n').length).toBeGreaterThan(3);

  await expect(page.getByTestId('agent-report')).toBeDisabled();
  await page.getByLabel('Per', { exact: true }).selectOption({ label: 'Building' });
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Prairie Bank' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('columnheader', { name: 'Building' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  const report = page.waitForEvent('download');
  await page.getByTestId('agent-report').click();
  const reported = await report;
  expect(reported.suggestedFilename()).toMatch(/^ad-report-prairie-bank-/);
  const lines = (await readFile(await reported.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Item,Group,Showings,Touches,Touch rate,Hours on screen');
  expect(lines.slice(1).every((line) => line.includes('Mortgage renewal'))).toBe(true);

  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(page.getByTestId('analytics-form').getByRole('alert')).toHaveText(
    'A period of at most a year.',
  );
  await expect(page.getByRole('button', { name: 'Show' })).toBeDisabled();
});

test('short-link clicks count in the figures, the chart and a per-link view with its CSV', async ({
  page,
}) => {
  await login(page, 'adadmin');
  await page.goto('/#/ad-test');
  await expect(page.getByTestId('analytics-row').first()).toBeVisible();
  // The seed gives the demo links weeks of daily clicks.
  const clicks = await page.getByTestId('total-clicks').locator('.h3').innerText();
  expect(Number(clicks.replace(/\D/g, ''))).toBeGreaterThan(50);
  await expect(page.getByTestId('total-clicks')).toContainText('Link clicks');

  await page.getByLabel('Per', { exact: true }).selectOption({ label: 'Agent' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('columnheader', { name: 'Link clicks' })).toBeVisible();
  const maple = page.getByTestId('analytics-row').filter({ hasText: 'Maple Leaf Coffee' });
  expect(Number((await maple.locator('td').last().innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);

  await page.getByLabel('Per', { exact: true }).selectOption({ label: 'Short link' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('columnheader', { name: 'Showings' })).toHaveCount(0);
  const link = page.getByTestId('analytics-row').filter({ hasText: 'Maple Leaf Coffee: winter menu' });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'ad-analytics-links-1440');
  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-csv').click();
  const lines = (await readFile(await (await download).path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Short link,Agent,Link clicks');
  expect(lines.some((line) => line.startsWith('Maple Leaf Coffee: winter menu,Maple Leaf Coffee,'))).toBe(
    true,
  );
});

test('Ad Analytics on a phone, and refused to a building manager', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'adadmin');
  await page.goto('/#/ad-test');
  await expect(page.getByTestId('analytics-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await quietScreenshot(page, 'ad-analytics-390');
  await phone.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'bdadmin');
  await other.goto('/#/ad-test');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await context.close();
});
