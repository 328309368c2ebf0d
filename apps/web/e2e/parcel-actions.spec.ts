// Staff actions on parcels through the portal: one parcel walked through flag, clear, extend, resend and manual
// completion (list and detail timeline agree), bulk actions, return to carrier, live updates between two pages,
// the keyboard, and axe scans of the list, the detail and the confirmation.
import { expectAccessible } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { login, screenshot } from './support';
import { cells, filterForm, jsonRoute, openParcels, parcelRows, settled } from './parcels-support';

/** A pending, not abnormal parcel of one building (each test takes its own building: they run in parallel). */
async function pendingParcelOf(page: Page, building: string): Promise<number> {
  await openParcels(page, jsonRoute({ state: 'pending' }));
  await filterForm(page).getByLabel('Building').selectOption({ label: building });
  await settled(page);
  const row = parcelRows(page)
    .filter({ hasNotText: 'Abnormal' })
    .filter({ hasNotText: 'Unattended' })
    .first();
  return Number((await row.getByTestId('open-detail').innerText()).replace('#', ''));
}

async function rowAction(page: Page, action: string) {
  await parcelRows(page).first().getByTestId('row-actions').click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

async function confirm(page: Page, toast: string) {
  await page.getByTestId('action-confirm').click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByTestId('action-dialog')).toHaveCount(0);
  await settled(page);
}

test('a parcel walks through flag, clear, extend, resend and manual completion', async ({ page }) => {
  // Seven round trips through dialogs and toasts: more than the default budget on a busy two-core machine.
  test.slow();
  await login(page, 'bdadmin');
  const id = await pendingParcelOf(page, 'Harbourfront Tower');
  await openParcels(page, jsonRoute({ id: String(id) }));
  const state = cells(page, 'state');
  await expect(state).toContainText('Pending');

  await rowAction(page, 'Flag abnormal');
  // The confirmation names the parcel and what the action will do, not a generic "Are you sure?".
  await expect(page.getByTestId('action-effect')).toHaveText(
    `Flag parcel ${id} as abnormal? It shows among the abnormal parcels and in the bell.`,
  );
  await page.getByLabel('Reason', { exact: true }).fill('Door did not close');
  await expectAccessible(page);
  await screenshot(page, 'parcels-action-dialog');
  await confirm(page, 'Flag abnormal: 1 done.');
  await expect(state).toContainText('Abnormal');

  await rowAction(page, 'Clear abnormal');
  await confirm(page, 'Clear abnormal: 1 done.');
  await expect(state).not.toContainText('Abnormal');

  const due = await cells(page, 'id').locator('xpath=../td[8]').innerText();
  await rowAction(page, 'Extend');
  await page.getByLabel('Extend by (hours)').fill('48');
  await confirm(page, 'Extend: 1 done.');
  // Extended, the parcel is no longer overdue (if it was) and its due time moved.
  await expect(state).not.toContainText('Overdue');
  await expect(cells(page, 'id').locator('xpath=../td[8]')).not.toHaveText(due);

  await rowAction(page, 'Resend pickup code');
  await confirm(page, 'Resend pickup code: 1 done.');

  // The detail shows the whole story so far, and its own buttons act too.
  await page.getByTestId('open-detail').click();
  const detail = page.getByTestId('parcel-detail');
  const timeline = page.getByTestId('parcel-timeline');
  await expect(timeline).toContainText(`Parcel ${id} flagged abnormal`);
  await expect(timeline).toContainText(`Parcel ${id} no longer abnormal`);
  await expect(timeline).toContainText(`Parcel ${id} due time extended`);
  await expect(timeline).toContainText(`Parcel ${id} pickup code resent`);
  await expect(page.getByTestId('parcel-messages')).toContainText('Code resent');
  await screenshot(page, 'parcels-detail');
  await expectAccessible(page);
  await detail.getByRole('button', { name: 'Complete manually' }).click();
  await page.getByLabel('Reason', { exact: true }).fill('Handed over at the desk');
  await page.getByTestId('action-confirm').click();
  await expect(page.getByText('Complete manually: 1 done.')).toBeVisible();
  await expect(timeline).toContainText(`Parcel ${id} completed manually`);
  await expect(detail).toContainText('Handed over at the desk');
  await expect(detail.getByRole('button', { name: 'Mark collected' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(state).toHaveText(['Collected']);
  // A collected parcel offers no action any more.
  await expect(parcelRows(page).first().getByTestId('row-actions')).toHaveCount(0);
});

test('bulk actions mark selected parcels collected and report what was refused', async ({ page }) => {
  await login(page, 'bdadmin');
  await openParcels(page, jsonRoute({ state: 'pending' }));
  await filterForm(page).getByLabel('Building').selectOption({ label: 'Maple Court' });
  await settled(page);
  const rows = parcelRows(page);
  const picked = [
    (await rows.nth(0).getByTestId('open-detail').innerText()).replace('#', ''),
    (await rows.nth(1).getByTestId('open-detail').innerText()).replace('#', ''),
  ];
  // Select from the keyboard: focus the first box, Space; Tab on to the next row's box.
  await rows.nth(0).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await rows.nth(1).getByRole('checkbox').check();
  const bulk = page.getByTestId('bulk-bar');
  await expect(bulk).toContainText('2 selected');
  await screenshot(page, 'parcels-bulk');
  await bulk.getByRole('button', { name: 'Mark collected' }).click();
  await expect(page.getByTestId('action-dialog')).toContainText('the 2 selected parcels');
  await confirm(page, 'Mark collected: 2 done.');
  await expect(bulk).toHaveCount(0);
  for (const id of picked)
    await expect(page.getByRole('button', { name: `Details of parcel #${id}` })).toHaveCount(0);

  // Both again, now collected: the server refuses each, and the toast says so.
  await openParcels(page, jsonRoute({ id: picked[0] ?? '' }));
  await parcelRows(page).first().getByRole('checkbox').check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Flag abnormal' }).click();
  await page.getByLabel('Reason', { exact: true }).fill('Test');
  await page.getByTestId('action-confirm').click();
  await expect(page.getByText(/Flag abnormal failed|Flag abnormal: 0 done, 1 refused/)).toBeVisible();
});

test('an expected parcel is returned to its carrier', async ({ page }) => {
  await login(page, 'sysadmin');
  await openParcels(page, jsonRoute({ state: 'expected' }));
  const id = (await parcelRows(page).first().getByTestId('open-detail').innerText()).replace('#', '');
  await openParcels(page, jsonRoute({ id }));
  await rowAction(page, 'Return to carrier');
  await page.getByLabel('Reason (optional)').fill('Refused by the building');
  await confirm(page, 'Return to carrier: 1 done.');
  await expect(cells(page, 'state')).toHaveText(['Returned']);
});

test('a change made elsewhere shows in the list without a reload', async ({ page, context }) => {
  await login(page, 'bdadmin');
  const id = await pendingParcelOf(page, 'Rideau Terrace');
  await openParcels(page, jsonRoute({ id: String(id) }));
  // A second tab of the same session acts on the parcel; the first hears it over the event stream.
  const other = await context.newPage();
  await openParcels(other, jsonRoute({ id: String(id) }));
  await rowAction(other, 'Flag abnormal');
  await other.getByLabel('Reason', { exact: true }).fill('Seen on camera');
  await confirm(other, 'Flag abnormal: 1 done.');
  await expect(cells(page, 'state')).toContainText('Abnormal', { timeout: 10_000 });
  await other.close();
});

for (const skin of ['light', 'dark'] as const) {
  test(`the parcel list in the ${skin} skin has no serious accessibility violation`, async ({ page }) => {
    await login(page, 'sysadmin');
    if (skin === 'dark') await page.getByTestId('skin-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
    await openParcels(page);
    await parcelRows(page).first().getByRole('checkbox').check();
    await expectAccessible(page);
    await screenshot(page, `parcels-${skin}`);
  });
}

test('the list works from the keyboard: filter, sort, open a row’s actions and its detail', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await openParcels(page, jsonRoute({ state: 'pending' }));
  await filterForm(page).getByLabel('Carrier').focus();
  await page.keyboard.type('ups');
  await page.keyboard.press('Enter');
  await settled(page);
  expect((await cells(page, 'carrier').allInnerTexts()).every((text) => /ups/i.test(text))).toBe(true);
  await page.getByTestId('sort-carrier').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: /Carrier/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await settled(page);
  // Pending parcels always have actions: Enter opens the menu, arrows move, Escape closes it.
  await parcelRows(page).first().getByTestId('row-actions').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.dropdown-menu.show [data-action]').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
  await parcelRows(page).first().getByTestId('open-detail').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('parcel-timeline')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('parcel-detail')).toHaveCount(0);
});
