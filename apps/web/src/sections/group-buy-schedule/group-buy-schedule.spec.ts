// Group-Buy Setup in the browser: the campaign list (every state seeded, filtered by state, progress bars), an open
// campaign's page with a participant added through the join dialog, a succeeded one with its orders, a new campaign
// whose falling-price rule is enforced on the form, then opened and cancelled with a reason; the phone view; axe
// scans and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/group-buy-schedule');
  await expect(page.getByRole('heading', { name: 'Group-Buy Setup', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'group-buy');
  await list.settled();
  return list;
}

async function openCampaign(page: Page, list: ListPageObject, name: string): Promise<void> {
  await list.rows().filter({ hasText: name }).getByTestId('campaign-link').click();
  await expect(page.getByTestId('campaign-page')).toBeVisible();
}

const noInternals = async (page: Page) =>
  expect(await page.locator('main').innerText()).not.toMatch(/#|\||undefined|null|NaN|dev_/);

test('the list shows every state and filters by it; an open campaign takes a participant', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  const states = new Set(await list.texts('state'));
  expect(states).toEqual(new Set(['Draft', 'Open', 'Succeeded', 'Failed', 'Cancelled']));
  await expect(list.rows().first().getByRole('progressbar')).toBeVisible();
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'group-buy-list-1440');
  await list.selectFilter('State', 'Open');
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Open']));

  await openCampaign(page, list, 'Maple syrup');
  await expect(page.getByTestId('campaign-tiers')).toContainText('reached');
  const participants = page.getByTestId('campaign-participants').locator('tbody tr');
  const before = await participants.count();
  expect(before).toBeGreaterThan(0);
  await noInternals(page);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'group-buy-campaign-1440');

  await page.getByTestId('campaign-join').click();
  const dialog = page.getByTestId('join-dialog');
  const member = dialog.getByLabel('Member', { exact: true });
  await expect(member.locator('option').nth(1)).toBeAttached();
  await member.selectOption({ index: 1 });
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByTestId('join-submit').click();
  await expect(dialog.getByTestId('issue-join-method-issue')).toBeVisible();
  await dialog.getByLabel('Payment method token').fill('dev_visa_4242');
  await expectAccessible(page, '[data-testid="join-dialog"]');
  await quietScreenshot(page, 'group-buy-join-1440');
  await dialog.getByTestId('join-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(participants).toHaveCount(before + 1);
});

test('a succeeded campaign lists the order each participant got', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('State', 'Succeeded');
  await openCampaign(page, list, 'Winter tire storage');
  const orders = page.getByTestId('campaign-participants').getByRole('link');
  expect(await orders.count()).toBeGreaterThan(5);
  await expect(orders.first()).toHaveText(/^GB-\d+$/);
  await expect(page.getByTestId('campaign-edit')).toHaveCount(0);
  await noInternals(page);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'group-buy-succeeded-1440');
});

test('a new campaign refuses a rising price, then is saved, opened and cancelled', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  await openList(page);
  await page.getByTestId('campaign-create').click();
  const form = page.getByTestId('campaign-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Product name').fill('Honey, 500 g');
  await form.getByLabel('Minimum participants to succeed').fill('3');
  await form.locator('#tier-0-price').fill('15');
  await form.locator('#tier-1-min').fill('3');
  await form.locator('#tier-1-price').fill('16.50');
  await form.getByRole('checkbox').first().check();
  await page.getByTestId('campaign-save').click();
  await expect(form.getByTestId('issue-tier-1-price-issue')).toHaveText(
    'A price that falls from one tier to the next, in whole cents.',
  );
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'group-buy-form-1440');
  await form.locator('#tier-1-price').fill('12.50');
  await page.getByTestId('campaign-save').click();
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'draft');
  await expect(page.getByTestId('campaign-tiers')).toContainText('$12.50');

  await page.getByTestId('campaign-open').click();
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'open');
  // The saved and opened notices sit over the page's top-right buttons, and a pointer resting on one keeps it
  // open: move away and let them go before pressing Cancel.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('campaign-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog.getByTestId('issue-cancel-reason-issue')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The beekeeper sold out');
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('campaign-cancel')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the campaigns become cards and a campaign stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'group-buy-list-390');
    await openCampaign(page, list, 'Organic produce box');
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'group-buy-campaign-390');
  });
});
