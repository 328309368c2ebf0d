// Issue 4's "done when": a parcel walked from deposit to collection through the portal. A demo locker gets a device
// credential (act 52015), signs a deposit on the device channel, and the parcel appears in Pending without a
// reload; its detail shows the recipient's SMS and email with the pickup code; a wrong code is refused and the
// right one collects it; it moves to Collected with its timeline, worded in French once the language is French.
import { machineCredentialAct, machineDetailAct, machinePageAct } from '@bluemanager/protocol';
import { expect, test, type Page } from '@playwright/test';
import { actChannel } from './act-channel-support';
import { locker } from './device-support';
import { login, screenshot } from './support';
import { filterForm, jsonRoute, openParcels, parcelRows, settled } from './parcels-support';

// No other spec deposits into, collects from or reissues this locker (the others use the managers' buildings).
const BUILDING = 'Victoria Park Place';
const MACHINE = `${BUILDING}#Lobby`;

const rowOf = (page: Page, id: number) =>
  parcelRows(page).filter({ has: page.getByTestId('open-detail').getByText(String(id), { exact: true }) });

/** Opens a listed parcel's detail (by its id button, whatever the language). */
async function openDetail(page: Page, id: number) {
  await rowOf(page, id).getByTestId('open-detail').click();
  await expect(page.locator('#parcel-detail-title')).toContainText(String(id));
  await expect(page.getByTestId('parcel-timeline')).toBeVisible();
}

async function closeDetail(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Close|Fermer)$/ })
    .click();
  await expect(page.getByTestId('parcel-detail')).toHaveCount(0);
}

test('a parcel walks from deposit to collection through the portal', async ({ page, baseURL }) => {
  // A deposit, live updates, two dialogs, two languages and the dispatcher's 5-second round: a long walk.
  test.slow();
  const origin = baseURL ?? '';
  const acts = await actChannel(origin, 'sysadmin');
  const { items } = await acts.call(machinePageAct, { q: MACHINE });
  const machine = items.find((item) => item.name === MACHINE);
  expect(machine, `${MACHINE} is in the demo network`).toBeDefined();
  const uuid = machine?.uuid ?? '';
  const { secret } = await acts.call(machineCredentialAct, { uuid });
  const { compartments } = await acts.call(machineDetailAct, { uuid });
  const free = compartments.filter(
    (box) =>
      box.state === 'free' && box.category === 'parcel' && box.door === 'closed' && !box.out_of_service,
  );
  const compartment = free.at(-1)?.label ?? '';
  expect(compartment).not.toBe('');
  const device = locker(origin, uuid, secret);
  expect((await device.call('heartbeat', { status: '101', run_sts: '1' })).body.ok).toBe(true);

  // The building's pending parcels, as staff would watch them.
  await login(page, 'sysadmin');
  await openParcels(page, jsonRoute({ state: 'pending' }));
  await filterForm(page).getByLabel('Building').selectOption({ label: BUILDING });
  await settled(page);

  const recipient = `Journey ${Date.now()}`;
  const deposit = await device.call('deposit', {
    carrier: 'Purolator',
    compartment,
    phone: '4165550142',
    email: 'journey.recipient@example.com',
    recipient,
    note: 'Fragile',
  });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  const parcelId = Number(deposit.body.data?.parcelId);
  const pickupCode = String(deposit.body.data?.pickupCode);
  expect(pickupCode).toMatch(/^\d{4,}$/);

  // The list hears the deposit over the event stream: no reload, no click.
  const row = rowOf(page, parcelId);
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(compartment);

  // The recipient's SMS and email, as the development outbox keeps them, hold the pickup code.
  await openDetail(page, parcelId);
  const messages = page.getByTestId('parcel-message');
  await expect(messages).toHaveCount(2);
  // The open detail follows the delivery: the dispatcher sends the outbox every 5 s. Until then a stored body may
  // hold a mask where the code goes; the development outbox keeps the text as delivered.
  await expect(messages.getByTestId('message-status')).toHaveText(['Sent', 'Sent'], { timeout: 15_000 });
  for (const channel of ['sms', 'email']) {
    const message = messages.and(page.locator(`[data-channel="${channel}"]`));
    await expect(message).toContainText('Deposited');
    await message.getByText('Message text').click();
    await expect(message.getByTestId('message-text')).toContainText(`Pickup code: ${pickupCode}`);
  }
  await expect(messages.filter({ hasText: 'journey.recipient@example.com' })).toContainText(
    'Your Purolator parcel is ready for pickup',
  );
  await screenshot(page, 'parcels-journey-messages');
  await closeDetail(page);

  // A wrong code is refused and changes nothing; the right one opens the compartment and collects the parcel.
  const wrong = pickupCode.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
  const refused = await device.call('pickup', { code: wrong });
  expect(refused.status).toBe(404);
  expect(refused.body).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  await expect(row).toContainText('Pending');
  const pickup = await device.call('pickup', { code: pickupCode });
  expect(pickup.body).toMatchObject({ ok: true, data: { parcelId, compartment } });

  // Gone from Pending without a reload, and under Collected.
  await expect(row).toHaveCount(0, { timeout: 10_000 });
  await filterForm(page).getByLabel('State').selectOption('collected');
  await settled(page);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Collected');

  await openDetail(page, parcelId);
  const timeline = page.getByTestId('parcel-timeline');
  await expect(timeline.locator('li')).toHaveText([
    new RegExp(`Parcel ${parcelId} deposited$`),
    new RegExp(`Parcel ${parcelId} collected$`),
  ]);
  // The recipient was told of the collection too; each message says how its delivery stands.
  await expect(messages.filter({ hasText: 'Collected' })).toHaveCount(2);
  await expect(messages.getByTestId('message-status')).toHaveText(['Sent', 'Sent', 'Sent', 'Sent'], {
    timeout: 15_000,
  });
  await screenshot(page, 'parcels-journey-collected');
  await closeDetail(page);

  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'En attente / Retirés' })).toBeVisible();
  await openDetail(page, parcelId);
  await expect(timeline.locator('li')).toHaveText([
    new RegExp(`Colis ${parcelId} déposé$`),
    new RegExp(`Colis ${parcelId} retiré$`),
  ]);
  await screenshot(page, 'parcels-journey-timeline-fr');
});
