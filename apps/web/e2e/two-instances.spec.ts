// Two server instances on one PostgreSQL database behind haproxy (scripts/two-instances.mjs starts them and runs
// this spec alone): a user signs in through the proxy, the parcel list's event stream lands on one instance, and
// a change made through the other instance shows in the list without a reload.
import { expect, test } from '@playwright/test';
import { flagAbnormalAct } from '@bluemanager/protocol';
import { actChannel } from './act-channel-support';
import { cells, filterForm, jsonRoute, openParcels, parcelRows, settled } from './parcels-support';
import { login } from './support';

/** The instances' own addresses by the names haproxy gives them, from the script. */
function instances(): Record<string, string> {
  const value: unknown = JSON.parse(process.env.E2E_INSTANCES ?? '{}');
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== 2)
    throw new Error('E2E_INSTANCES must name two instances: run this through scripts/two-instances.mjs');
  return value as Record<string, string>;
}

test('a change made on one instance reaches a page whose event stream is on the other', async ({ page }) => {
  const servers = instances();
  // haproxy names the instance that answered each response; the event stream's is the one that matters.
  let streamInstance: string | undefined;
  page.on('response', (response) => {
    if (response.url().includes('api/events')) streamInstance = response.headers()['x-instance'];
  });

  await login(page, 'bdadmin');
  await openParcels(page, jsonRoute({ state: 'pending' }));
  await filterForm(page).getByLabel('Building').selectOption({ label: 'Rideau Terrace' });
  await settled(page);
  const row = parcelRows(page)
    .filter({ hasNotText: 'Abnormal' })
    .filter({ hasNotText: 'Unattended' })
    .first();
  const id = Number((await row.getByTestId('open-detail').innerText()).replace('#', ''));
  await openParcels(page, jsonRoute({ id: String(id) }));
  await expect(cells(page, 'state')).toContainText('Pending');
  await expect.poll(() => streamInstance, { message: 'the event stream is open' }).toBeDefined();

  const other = Object.keys(servers).find((name) => name !== streamInstance);
  expect(
    other,
    `the stream is on ${streamInstance}, one of ${Object.keys(servers).join(', ')}`,
  ).toBeDefined();
  const elsewhere = await actChannel(servers[other ?? ''] ?? '', 'sysadmin');
  await elsewhere.call(flagAbnormalAct, { id, reason: 'Seen on camera' });

  await expect(cells(page, 'state')).toContainText('Abnormal', { timeout: 10_000 });
});
