// Premium Member in the browser: the subscribers list with every state and its filters, a subscription's periods,
// orders and payments, a plan made (a bad price refused on its field) and deleted, a member subscribed with a card
// (then with a declined card, which says so and leaves no subscription) and cancelled now with the refund shown;
// the phone view; axe scans and screenshots at 1440 and 390 px.
import { allBuildingsAct, memberCreateAct } from '@bluemanager/protocol';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { actChannel } from '../../../e2e/act-channel-support';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

// A shared machine is slow: a page, its axe scan and its screenshots take longer than the default half minute.
test.describe.configure({ timeout: 90_000 });

/** Chooses the plan whose option names it (its price follows in the browser's own currency format). */
async function choosePlan(dialog: Locator, plan: string): Promise<void> {
  const value = await dialog.getByLabel('Plan').locator('option', { hasText: plan }).getAttribute('value');
  await dialog.getByLabel('Plan').selectOption(value ?? '');
}

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/premium-member');
  await expect(page.getByRole('heading', { name: 'Premium Member', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'premium');
  await list.settled();
  return list;
}

/** A new member of the first building, with a name no seeded member has. */
async function newMember(baseURL: string | undefined, name: string): Promise<void> {
  const channel = await actChannel(baseURL ?? '', 'sysadmin');
  const [building] = await channel.call(allBuildingsAct, {});
  if (!building) throw new Error('expected a building');
  await channel.call(memberCreateAct, {
    buid: building.buid,
    name,
    unit: '1207',
    phones: [`416-555-${String(Date.now()).slice(-4)}`],
    email: '',
    language: 'en',
    channel: 'sms',
    notes: '',
  });
}

test('subscribers in every state, filtered, and a subscription with its periods and payments', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  const states = new Set(await list.texts('state'));
  for (const state of ['Active', 'Past due', 'Cancelled', 'Expired']) expect(states).toContain(state);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'premium-list-1440');

  await list.selectFilter('State', 'Past due');
  await list.settled();
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Past due']));
  await list.rows().first().getByTestId('premium-subscription-link').click();
  await expect(page.getByTestId('premium-subscription-page')).toBeVisible();
  await expect(page.getByTestId('premium-facts')).toHaveAttribute('data-state', 'past-due');
  await expect(page.getByTestId('premium-period').first()).toHaveAttribute('data-kind', 'renewal');
  await expect(page.getByTestId('premium-payment').first()).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId('premium-payments-card')).toContainText('The card was declined.');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'premium-subscription-1440');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN|past-due|dev_/);

  // The member's own page says they are premium, in one line.
  await page.getByTestId('premium-facts').getByRole('link').click();
  await expect(page.getByTestId('member-page')).toBeVisible();
  await expect(page.getByTestId('member-premium')).toHaveText(/^Premium member \(.+\), payment past due$/);
});

test('a plan is made, a bad price refused on its field, and a plan no one took is deleted', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/premium-member/plans');
  await expect(page.getByRole('heading', { name: 'Premium plans', level: 1 })).toBeVisible();
  await expect(page.getByTestId('premium-plan')).not.toHaveCount(0);
  await expect(page.locator('[data-testid="premium-plan"][data-active="false"]')).not.toHaveCount(0);
  await page.getByTestId('premium-plan-add').click();
  const dialog = page.getByTestId('premium-plan-dialog');
  await dialog.getByLabel('Name').fill('Weekend Trial');
  await dialog.getByLabel('Price').fill('abc');
  await dialog.getByLabel('Extra hold days').fill('4');
  await dialog.getByTestId('premium-plan-submit').click();
  await expect(dialog.getByText('Enter a price above zero, such as 9.99.')).toBeVisible();
  await expectAccessible(page, '[data-testid="premium-plan-dialog"]');
  await dialog.getByLabel('Price').fill('4.99');
  await dialog.getByTestId('premium-plan-submit').click();
  await expect(page.getByText('Plan Weekend Trial created.')).toBeVisible();
  const card = page.getByTestId('premium-plan').filter({ hasText: 'Weekend Trial' });
  await expect(card).toContainText('CA$4.99 a month');
  await expect(card).toContainText('4 extra days before a parcel is overdue');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'premium-plans-1440');
  await card.getByTestId('premium-plan-remove').click();
  await expect(page.getByTestId('premium-remove-dialog')).toContainText('it is deleted');
  await page.getByTestId('premium-remove-submit').click();
  await expect(page.getByText('Plan Weekend Trial deleted.')).toBeVisible();
  await expect(page.getByTestId('premium-plan').filter({ hasText: 'Weekend Trial' })).toHaveCount(0);
});

test('a declined card subscribes no one; a good one does, and cancelling now refunds the unused days', async ({
  page,
  baseURL,
}) => {
  const name = `Quinn Premium ${String(Date.now()).slice(-5)}`;
  await newMember(baseURL, name);
  await login(page, 'sysadmin');
  await openList(page);
  await page.getByTestId('premium-subscribe').click();
  const dialog = page.getByTestId('premium-subscribe-dialog');
  await dialog.getByLabel('Find the member').fill(name);
  await expect(dialog.getByLabel('Member', { exact: true }).locator('option', { hasText: name })).toHaveCount(
    1,
  );
  await dialog.getByLabel('Member', { exact: true }).selectOption({ index: 1 });
  await choosePlan(dialog, 'Premium Yearly');
  await dialog.getByLabel('Payment method').fill('dev_declined');
  await expectAccessible(page, '[data-testid="premium-subscribe-dialog"]');
  await dialog.getByTestId('premium-subscribe-submit').click();
  await expect(page.getByText('Not subscribed: The card was declined.')).toBeVisible();
  await expect(dialog).toBeVisible();

  // A new dialog is a new attempt (a new key): the good card is charged and the member is premium.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('premium-subscribe').click();
  await dialog.getByLabel('Find the member').fill(name);
  await expect(dialog.getByLabel('Member', { exact: true }).locator('option', { hasText: name })).toHaveCount(
    1,
  );
  await dialog.getByLabel('Member', { exact: true }).selectOption({ index: 1 });
  await choosePlan(dialog, 'Premium Yearly');
  await dialog.getByLabel('Payment method').fill('dev_visa');
  await dialog.getByTestId('premium-subscribe-submit').click();
  await expect(page.getByText(`${name} is now a premium member.`)).toBeVisible();
  await expect(page.getByTestId('premium-facts')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('premium-period')).toHaveCount(1);

  await page.getByTestId('premium-cancel').click();
  const cancel = page.getByTestId('premium-cancel-dialog');
  await cancel.getByLabel('Now, refunding the unused days').check();
  await cancel.getByLabel('Reason').fill('Moving to another city');
  await expectAccessible(page, '[data-testid="premium-cancel-dialog"]');
  await cancel.getByTestId('premium-cancel-submit').click();
  await expect(page.getByText(`The subscription of ${name} is cancelled.`)).toBeVisible();
  await expect(page.getByTestId('premium-facts')).toHaveAttribute('data-state', 'cancelled');
  // Cancelled the day it began: 364 or 365 unused whole days of the year, refunded rounded down to the cent.
  await expect(page.getByTestId('premium-payments-card')).toContainText(
    /Refund of CA\$98\.\d\d: Premium cancelled: Moving/,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the subscribers become cards and a subscription stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'premium-list-390');
    await list.rows().first().getByTestId('premium-subscription-link').click();
    await expect(page.getByTestId('premium-subscription-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'premium-subscription-390');
    await page.goto('/#/premium-member/plans');
    await expect(page.getByTestId('premium-plan')).not.toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'premium-plans-390');
  });
});
