// BlueExpress in the browser: the shipments list filtered by state; a shipment created and charged, its drop-off
// code shown once, then cancelled with a refund and its reason (refused without one); a premium sender's quote shows
// the free delivery, the shipment is free and the member's subscription counts it; a seeded shipment in transit
// marked delivered, its timeline and its printable label (QR code, print media); one delivered to a locker links to
// the parcel deposited there; the tariff edited; the phone view; axe scans and screenshots at 1440 and 390 px.
import {
  expressQuoteAct,
  machineDetailAct,
  machinePageAct,
  premiumSubscriptionsAct,
} from '@bluemanager/protocol';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { actChannel } from '../../../e2e/act-channel-support';
import { login } from '../../../e2e/support';

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/blueexpress');
  await expect(page.getByRole('heading', { name: 'BlueExpress', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'shipment');
  await list.settled();
  return list;
}

async function expectNoInternals(page: Page) {
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN|[0-9a-f]{8}-[0-9a-f]{4}-/);
}

/**
 * Picks the first sender of the chosen building whose quote is not a premium one, the size and service already
 * chosen; answers the benefit text shown ('' for none), or undefined when every sender is premium.
 */
async function pickPlainSender(form: Locator): Promise<string | undefined> {
  const sender = form.getByLabel('Sender');
  await expect(sender.locator('option')).not.toHaveCount(1);
  const values = await sender
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  for (const value of values) {
    await sender.selectOption(value);
    // The quote of this very sender (the one before may still be on screen for a moment).
    await expect(form.locator(`[data-testid="create-quote"][data-member="${value}"]`)).toBeVisible();
    const benefit = form.getByTestId('create-benefit');
    if ((await benefit.count()) === 0) return '';
  }
  return undefined;
}

interface PremiumOrigin {
  buid: number;
  muuid: string;
  memberId: number;
  left: number;
}

/** A member with free deliveries left, and a locker of their building with a size M compartment (seeded data). */
async function premiumOrigin(baseURL: string): Promise<PremiumOrigin> {
  const acts = await actChannel(baseURL, 'sysadmin');
  const { items } = await acts.call(premiumSubscriptionsAct, { state: 'active', count: 200 });
  for (const subscription of items) {
    const quote = await acts.call(expressQuoteAct, {
      member_id: subscription.member_id,
      size: 'M',
      service: 'same-day',
    });
    if (quote.benefit.kind !== 'free-delivery') continue;
    const lockers = await acts.call(machinePageAct, { buid: subscription.buid, count: 100 });
    for (const locker of lockers.items) {
      const { compartments } = await acts.call(machineDetailAct, { uuid: locker.uuid });
      if (compartments.some((compartment) => compartment.size === 'M'))
        return {
          buid: subscription.buid,
          muuid: locker.uuid,
          memberId: subscription.member_id,
          left: quote.benefit.left,
        };
    }
  }
  throw new Error('no premium member with free deliveries left next to a locker with a size M compartment');
}

/** The create form with the premium origin chosen, size M same day; answers once its quote is on screen. */
async function choosePremiumOrigin(page: Page, origin: PremiumOrigin): Promise<Locator> {
  await openList(page);
  await page.getByTestId('new-shipment').click();
  const form = page.getByTestId('create-shipment-form');
  // selectOption waits for the option to be there (the lockers and members load after the building).
  await form.getByLabel('Building').selectOption(String(origin.buid));
  await form.getByLabel('Drop-off locker').selectOption(origin.muuid);
  await form.getByLabel('Size').selectOption('M');
  await form.getByLabel('Service').selectOption({ label: 'Same day' });
  await form.getByLabel('Sender').selectOption(String(origin.memberId));
  await expect(form.locator(`[data-testid="create-quote"][data-member="${origin.memberId}"]`)).toBeVisible();
  return form;
}

test('the shipments list filters by state', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  expect(await list.total()).toBeGreaterThanOrEqual(8);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-list-1440');
  await list.selectFilter('State', 'In transit');
  const states = await list.texts('state');
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['In transit']));
  await expectNoInternals(page);
});

test('a shipment in transit is marked delivered, and its label prints', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('State', 'In transit');
  // One to a street address (one to a locker becomes a parcel: the test after the next).
  const toAddress = list
    .rows()
    .filter({ hasNot: page.locator('[data-column="destination"]', { hasText: /^Locker / }) });
  await toAddress.first().getByTestId('shipment-link').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'in-transit');
  await expect(page.getByTestId('shipment-timeline').locator('li')).toHaveCount(4);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-shipment-1440');
  await page.getByTestId('move-delivered').click();
  const dialog = page.getByTestId('move-dialog');
  await expectAccessible(page, '[data-testid="move-dialog"]');
  await dialog.getByTestId('move-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'delivered');
  await expect(page.getByTestId('shipment-timeline').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('shipment-actions')).toHaveCount(0);
  await expectNoInternals(page);

  await page.getByTestId('print-label').click();
  const label = page.getByTestId('shipment-label');
  await expect(label).toBeVisible();
  await expect(label.getByTestId('shipment-qr')).toBeVisible();
  const number = await label.getByTestId('label-number').innerText();
  expect(number).toMatch(/^BX-\d{7}$/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-label-1440');
  await expect(page.getByTestId('shipment-label-print')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shipment-label-print')).toBeVisible();
  await expect(label).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await quietScreenshot(page, 'blueexpress-label-print');
  await page.emulateMedia({ media: 'screen' });
});

test('a new shipment is charged, shows its drop-off code once, and is cancelled with a refund', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  await openList(page);
  await page.getByTestId('new-shipment').click();
  const form = page.getByTestId('create-shipment-form');
  await form.getByTestId('create-submit').click();
  await expect(form.getByTestId('issue-create-buid-issue')).toHaveText('Choose one.');
  await form.getByLabel('Building').selectOption({ index: 1 });
  await expect(form.getByLabel('Drop-off locker').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Drop-off locker').selectOption({ index: 1 });
  await form.getByLabel('Size').selectOption('M');
  await form.getByLabel('Service').selectOption({ label: 'Same day' });
  // A sender who is not premium pays the tariff (a premium one: the next test).
  expect(await pickPlainSender(form)).toBe('');
  await form.getByLabel('Recipient name').fill('Grace Hopper');
  await form.getByLabel('Recipient phone').fill('416 555 0177');
  await form.getByLabel('A street address').check();
  await form.getByLabel('Street address', { exact: true }).fill('100 Queen St W, Toronto');
  await expect(form.getByTestId('create-price')).toContainText('$');
  await form.getByLabel('Card token').fill('pm_card_visa');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-create-1440');
  await form.getByTestId('create-submit').click();

  const shown = page.getByTestId('drop-off-code-dialog');
  await expect(shown).toBeVisible();
  await expect(page.getByTestId('drop-off-code')).toHaveValue(/^\d{6}$/);
  await expectAccessible(page, '[data-testid="drop-off-code-dialog"]');
  await page.getByTestId('drop-off-code-done').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'created');
  await expect(page.getByTestId('fact-payment')).toHaveText('Paid');
  await expect(page.getByTestId('drop-off-code')).toHaveCount(0);

  await page.getByTestId('cancel-shipment').click();
  const dialog = page.getByTestId('cancel-dialog');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog.getByTestId('issue-cancel-reason-issue')).toHaveText(
    'Give a reason of up to 200 characters.',
  );
  await dialog.getByLabel('Reason').fill('Sender changed their mind');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByTestId('fact-payment')).toHaveText('Refunded');
  await expect(page.getByTestId('shipment-timeline')).toContainText('Sender changed their mind');
  await expectNoInternals(page);
});

test("a premium sender's quote shows the free delivery, the shipment is free and the subscription counts it", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = await premiumOrigin(baseURL ?? '');
  await login(page, 'sysadmin');
  const form = await choosePremiumOrigin(page, origin);
  const { left } = origin;
  await expect(form.getByTestId('create-benefit')).toHaveText(
    `Premium: free delivery, ${left} left this period`,
  );
  await expect(form.getByTestId('create-price')).toHaveText(/^Price: \S*\$0\.00$/);
  await form.getByLabel('Recipient name').fill('Alan Turing');
  await form.getByLabel('Recipient phone').fill('416 555 0166');
  await form.getByLabel('A street address').check();
  await form.getByLabel('Street address', { exact: true }).fill('1 Yonge St, Toronto');
  await form.getByLabel('Card token').fill('pm_card_visa');
  await expect(form.getByTestId('create-submit')).toHaveText('Create (nothing to pay)');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-create-premium-1440');
  await form.getByTestId('create-submit').click();
  await page.getByTestId('drop-off-code-done').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'created');
  await expect(page.getByTestId('fact-price')).toHaveText(/^\S*\$0\.00$/);
  await expect(page.getByTestId('fact-benefit')).toHaveText('Free delivery of the premium plan');
  await expectAccessible(page, 'main');
  await expectNoInternals(page);

  // The member's premium subscription counts the free delivery used this period.
  await page.goto(`/#/members/${origin.memberId}`);
  await page.getByTestId('member-premium').getByRole('link').click();
  const used = page.getByTestId('premium-free-deliveries');
  await expect(used).toHaveText(/^\d+ of \d+ used$/);
  const [count, allowed] = ((await used.innerText()).match(/\d+/g) ?? []).map(Number);
  expect(allowed).toBeGreaterThan(0);
  expect(count).toBe((allowed ?? 0) - left + 1);
  await quietScreenshot(page, 'blueexpress-premium-subscription-1440');
});

test('a shipment delivered to a locker links to the parcel deposited there', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('State', 'In transit');
  const toLocker = list
    .rows()
    .filter({ has: page.locator('[data-column="destination"]', { hasText: /^Locker / }) });
  await toLocker.first().getByTestId('shipment-link').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'in-transit');
  await expect(page.getByTestId('fact-parcel')).toHaveCount(0);
  await page.getByTestId('move-delivered').click();
  await page.getByTestId('move-dialog').getByTestId('move-submit').click();
  await expect(page.getByTestId('shipment-page')).toHaveAttribute('data-state', 'delivered');
  const link = page.getByTestId('parcel-link');
  await expect(link).toHaveText(/^Parcel \d+$/);
  // The parcel in the destination locker takes the place of the drop-off compartment.
  await expect(page.getByTestId('fact-compartment')).toHaveCount(0);
  await expectAccessible(page, 'main');
  await expectNoInternals(page);
  await quietScreenshot(page, 'blueexpress-delivered-locker-1440');
  const parcel = (await link.innerText()).replace('Parcel ', '');
  await link.click();
  await expect(page).toHaveURL(/#\/parcels\//);
  await expect(page.getByText('BlueExpress').first()).toBeVisible();
  await expect(page.locator('main')).toContainText(parcel);
});

test('the tariff takes a new price and refuses what is not an amount', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/blueexpress/tariff');
  const price = page.getByLabel('Same day price for size XS');
  await expect(price).toBeVisible();
  await price.fill('abc');
  await page.getByTestId('tariff-save').click();
  await expect(page.getByTestId('issue-tariff-XS-same-day-issue')).toHaveText(
    'Type an amount such as 12.50.',
  );
  await price.fill('12.34');
  await page.getByTestId('tariff-save').click();
  await expect(page.getByText('Tariff saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Same day price for size XS')).toHaveValue('12.34');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'blueexpress-tariff-1440');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the shipments become cards, and a shipment and its label stack', async ({ page }) => {
    test.slow();
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'blueexpress-list-390');
    await list.rows().first().getByTestId('shipment-link').click();
    await expect(page.getByTestId('shipment-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'blueexpress-shipment-390');
    await page.getByTestId('print-label').click();
    await expect(page.getByTestId('shipment-label')).toBeVisible();
    await quietScreenshot(page, 'blueexpress-label-390');
  });

  test('the create form shows a premium quote on a phone', async ({ page, baseURL }) => {
    test.slow();
    const origin = await premiumOrigin(baseURL ?? '');
    await login(page, 'sysadmin');
    const form = await choosePremiumOrigin(page, origin);
    await expect(form.getByTestId('create-benefit')).toBeVisible();
    await expectAccessible(page, 'main');
    await form.getByTestId('create-quote').scrollIntoViewIfNeeded();
    await quietScreenshot(page, 'blueexpress-create-premium-390');
  });
});
