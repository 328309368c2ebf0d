// The recipient's messages in a parcel's detail: a failed one shows its error, its tries and a Retry that puts it
// back in the queue (act 51021). The demo seed holds a few reminder SMS the gateway refused (plan-failed-messages).
import { messageListAct, type MessageItem } from '@bluemanager/protocol';
import { expect, test, type Page } from '@playwright/test';
import { actChannel } from './act-channel-support';
import { expectAccessible } from './axe';
import { jsonRoute, openParcels } from './parcels-support';
import { login, screenshot } from './support';

async function failedMessages(baseURL: string | undefined): Promise<MessageItem[]> {
  const acts = await actChannel(baseURL ?? '', 'sysadmin');
  const { items } = await acts.call(messageListAct, { status: 'failed', count: 200 });
  // The seed's refused reminders of waiting parcels; other specs may leave failures of their own (a code that died
  // while its message waited is failed, and cannot be retried), which are not this spec's to touch, and the demo's
  // message history holds failures of weeks ago that belong to no parcel of today.
  const seeded = items.filter(
    (item) => item.event === 'reminder' && item.channel === 'sms' && item.parcel !== null,
  );
  expect(seeded.length, 'the demo seed has failed messages').toBeGreaterThan(1);
  return seeded;
}

/** Opens the detail of the message's parcel and returns the message's entry in it. */
async function openMessage(page: Page, message: MessageItem) {
  await openParcels(page, jsonRoute({ id: String(message.parcel) }));
  await page.getByTestId('open-detail').click();
  const entry = page.locator(`[data-testid="parcel-message"][data-message-id="${message.id}"]`);
  await expect(entry).toBeVisible();
  return entry;
}

test('a failed message shows its error and tries, and Retry queues it again', async ({ page, baseURL }) => {
  // The first failed message is this test's; the accessibility scans below only look at the last one.
  const [message] = await failedMessages(baseURL);
  if (!message) throw new Error('no failed message');
  await login(page, 'sysadmin');
  const entry = await openMessage(page, message);
  await expect(entry.getByTestId('message-status')).toHaveText('Failed');
  await expect(entry.getByTestId('message-error')).toHaveText(`Error: ${message.error}`);
  await expect(entry).toContainText(`Tries: ${message.attempts}`);
  await entry.getByText('Message text').click();
  await expect(entry.getByTestId('message-text')).toHaveText(message.body);
  await screenshot(page, 'parcels-message-failed');

  // The button calls act 51021 (the form body names the act; its parameters are encrypted).
  const retry = page.waitForRequest(
    (request) => request.url().endsWith('/api') && (request.postData() ?? '').includes('act=51021'),
  );
  await entry.getByRole('button', { name: /^Retry/ }).click();
  await retry;
  await expect(page.getByText(`Message ${message.id} is back in the queue.`)).toBeVisible();
  // Refetched: queued again with its tries reset (the last error kept until it goes), or already sent by the
  // dispatcher; either way no Retry any more.
  await expect(entry.getByTestId('message-status')).toHaveText(/^(Queued|Sent)$/);
  await expect(entry).toContainText(/Tries: [01]/);
  await expect(entry).not.toContainText('Error:');
  await expect(entry.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await screenshot(page, 'parcels-message-retried');
  // The open detail follows the delivery until the dispatcher has sent it (the outbox always delivers).
  await expect(entry.getByTestId('message-status')).toHaveText('Sent', { timeout: 15_000 });
  await expect(entry).toContainText('Tries: 1');
  await expect(entry.getByTestId('message-error')).toHaveCount(0);
});

for (const skin of ['light', 'dark'] as const) {
  test(`the messages with a failure in the ${skin} skin have no serious accessibility violation`, async ({
    page,
    baseURL,
  }) => {
    const message = (await failedMessages(baseURL)).at(-1);
    if (!message) throw new Error('no failed message');
    await login(page, 'sysadmin');
    if (skin === 'dark') await page.getByTestId('skin-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
    const entry = await openMessage(page, message);
    await entry.getByText('Message text').click();
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, `parcels-messages-${skin}`);
  });
}
