// Two-factor enrolment in a browser shows the ten recovery codes once, and the profile then counts them; an account
// whose level requires two-factor is sent to this enrolment at sign-in. At 1440 px and 390 px, with the axe scan.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { setTwoFactorPolicyAct, staffCreateAct } from '@bluemanager/protocol';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { actChannel } from '../../../e2e/act-channel-support';
import { login } from '../../../e2e/support';

/** A staff account of this test's own, at a level nobody else's test signs in with. */
async function newAccount(baseURL: string | undefined, prefix: string) {
  const admin = await actChannel(baseURL ?? '', 'sysadmin');
  const created = await admin.call(staffCreateAct, {
    username: `${prefix}.${Date.now().toString(36)}`,
    level: '16',
    partner: 'BB',
    buildings: [],
    email: `${prefix}@bluebox.example`,
    language: 'en',
  });
  return { admin, username: created.username, password: created.temporary_password };
}

/** Sets up two-factor from the key the page shows; answers the codes of the dialog. */
async function enrol(page: Page) {
  const card = page.getByTestId('profile-two-factor');
  await card.getByRole('button', { name: 'Set up two-factor' }).click();
  const key = (await page.getByTestId('two-factor-key').textContent())?.replace(/\s/g, '') ?? '';
  const code = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate();
  await card.getByLabel('Six-digit code').fill(code);
  await card.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByTestId('recovery-codes-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return dialog;
}

test('an account whose level requires two-factor is sent to enrol, and sees its recovery codes once', async ({
  page,
  baseURL,
}) => {
  const account = await newAccount(baseURL, 'enrol');
  await account.admin.call(setTwoFactorPolicyAct, { level: '16', required: true });
  try {
    await login(page, account.username, account.password);
    await expect(page).toHaveURL(/#\/profile$/);
    await expect(page.getByTestId('two-factor-required')).toBeVisible();
    // Nothing else is offered until two-factor is on.
    await expect(page.getByTestId('profile-preferences')).toHaveCount(0);
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/profile$/);

    const dialog = await enrol(page);
    await expect(page.getByTestId('recovery-codes').getByRole('listitem').first()).toHaveText(
      /^[a-z2-9]{5}-[a-z2-9]{5}$/,
    );
    await expectAccessible(page, '[data-testid="recovery-codes-dialog"]');
    await quietScreenshot(page, 'recovery-codes-1440');
    await dialog.getByTestId('recovery-codes-done').click();
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');
    await expect(page.getByTestId('profile-preferences')).toBeVisible();
    await expectAccessible(page, 'main');
  } finally {
    await account.admin.call(setTwoFactorPolicyAct, { level: '16', required: false });
  }
});

test('recovery codes on a phone', async ({ browser, baseURL }) => {
  const account = await newAccount(baseURL, 'codes');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, account.username, account.password);
  await small.goto('/#/profile');
  await enrol(small);
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, '[data-testid="recovery-codes-dialog"]');
  await quietScreenshot(small, 'recovery-codes-390');
  await phone.close();
});
