// The Black List page in a browser: the demo entries with their type and state, blocking a phone through the dialog
// (the schema's issue first, then the number as people write it), unblocking from the row menu, and the login
// throttle's locks with their Unlock button; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { clientCodec, postActFrom } from '../../../e2e/act-post';
import { login, PASSWORD } from '../../../e2e/support';

/** A loopback address only this spec signs in from; 20 failed sign-ins lock it (the server's address limit). */
const LOCKED_ADDRESS = '127.0.0.77';
const ADDRESS_FAILURE_LIMIT = 20;

/** Locks LOCKED_ADDRESS the way an attacker would: wrong passwords from it until the throttle closes it. */
async function lockAddress(baseURL: string): Promise<void> {
  const codec = await clientCodec(baseURL);
  for (let attempt = 1; attempt <= ADDRESS_FAILURE_LIMIT; attempt++) {
    // A different made-up account each time, so no account lock ends the run early: the address is what locks.
    const envelope = await postActFrom(baseURL, codec, LOCKED_ADDRESS, 8002, {
      u: `e2e-guess-${attempt}`,
      p: 'not-the-password',
    });
    expect(envelope.ret, `attempt ${attempt}`).not.toBe(1);
  }
  const refused = await postActFrom(baseURL, codec, LOCKED_ADDRESS, 8002, { u: 'sysadmin', p: PASSWORD });
  expect(refused.code).toBe('ACCOUNT_LOCKED');
}

// One after another: the tests count the list's rows and would see each other's blocks.
test.describe.configure({ mode: 'default' });

test('the Black List lists blocked contacts; staff block a phone and unblock it', async ({
  page,
  baseURL,
}) => {
  // A lock of this run's own making: the seeded demo lock ends 12 minutes after the server starts, which a long
  // browser run outlasts.
  await lockAddress(baseURL ?? '');
  await login(page, 'sysadmin');
  await page.goto('/#/users-locked');
  await expect(page.getByRole('heading', { name: 'Black List', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'block');
  await list.settled();
  const before = await list.total();
  expect(before).toBeGreaterThanOrEqual(4);
  expect(new Set(await list.texts('kind'))).toEqual(new Set(['Phone', 'Email']));
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Blocked', 'Expired']));
  await expect(list.rows().filter({ hasText: '647-555-0170' })).toHaveCount(1);

  await page.getByTestId('add-block').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog.getByTestId('issue-block-reason-issue')).toHaveText('Enter a reason.');
  await dialog.getByLabel('Reason').fill('Threatened the concierge');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog.getByTestId('issue-block-value-issue')).toHaveText(
    'Enter a valid value for this type.',
  );
  await expect(dialog.getByTestId('issue-block-reason-issue')).toHaveCount(0);
  await dialog.getByLabel('Phone number').fill('(438) 555-0191');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('438-555-0191 is blocked.')).toBeVisible();
  await list.settled();
  expect(await list.total()).toBe(before + 1);
  const row = list.rows().filter({ hasText: '438-555-0191' });
  await expect(row.locator('[data-column="reason"]')).toHaveText('Threatened the concierge');
  await expect(row.locator('[data-column="expires"]')).toHaveText('Never');
  await expect(row.locator('[data-column="by"]')).toHaveText('sysadmin');

  const locks = page.getByTestId('sign-in-locks');
  await expect(locks.getByTestId('sign-in-lock').filter({ hasText: LOCKED_ADDRESS })).toContainText(
    'Client address',
  );
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'black-list-1440');

  await list.selectFilter('State', 'Expired');
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Expired']));
  await list.resetFilters();

  const menu = await list.openRowMenu(row);
  await menu.getByText('Unblock').click();
  await expect(page.getByText('438-555-0191 is no longer blocked.')).toBeVisible();
  await list.settled();
  expect(await list.total()).toBe(before);

  await locks.getByRole('button', { name: `Unlock ${LOCKED_ADDRESS}` }).click();
  await expect(page.getByText(`${LOCKED_ADDRESS} can sign in again.`)).toBeVisible();
  // Other browser tests fail sign-ins on purpose, so only this address's lock is sure to be gone.
  await expect(locks.getByTestId('sign-in-lock').filter({ hasText: LOCKED_ADDRESS })).toHaveCount(0);
  const codec = await clientCodec(baseURL ?? '');
  const signedIn = await postActFrom(baseURL ?? '', codec, LOCKED_ADDRESS, 8002, {
    u: 'sysadmin',
    p: PASSWORD,
  });
  expect(signedIn.ret).toBe(1);
});

test('the Black List on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  await small.goto('/#/users-locked');
  const list = new ListPageObject(small, 'block');
  await list.settled();
  await expect(list.rows().first()).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'black-list-390');
  await small.getByTestId('add-block').click();
  await expect(small.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
  await expectAccessible(small, '[role="dialog"]');
  await quietScreenshot(small, 'black-list-dialog-390');
  await phone.close();
});

// jukebox: an account no other browser test signs in with, so blocking it for a moment disturbs none of them.
test('a blocked staff account cannot sign in until it is unblocked', async ({ page, browser }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/users-locked');
  const list = new ListPageObject(page, 'block');
  await list.settled();
  await page.getByTestId('add-block').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type').selectOption({ label: 'Staff account' });
  await dialog.getByLabel('Username').fill('JukeBox');
  await dialog.getByLabel('Reason').fill('Contract ended');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('jukebox is blocked.')).toBeVisible();
  const row = list.rows().filter({ hasText: 'jukebox' });
  await expect(row.locator('[data-column="kind"]')).toHaveText('Staff account');

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/#/pages/login');
  await visitor.getByLabel('Username').fill('jukebox');
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByText('This account is blocked. Please ask a system admin.')).toBeVisible();

  const menu = await list.openRowMenu(row);
  await menu.getByText('Unblock').click();
  await expect(page.getByText('jukebox is no longer blocked.')).toBeVisible();
  await login(visitor, 'jukebox');
  await other.close();
});

test('a building manager has no Black List', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.goto('/#/users-locked');
  await expect(page.getByRole('heading', { name: 'Black List', level: 1 })).toHaveCount(0);
});
