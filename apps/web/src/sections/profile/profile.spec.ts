// The Profile page in a browser: a picture uploaded shows at once in the navbar, a file that is not an image is
// refused with a clear message; language and zone; the password rules said before the round trip and a change that
// ends the other sessions; two-factor setup shows its key; at 1440 px and on a 390 px phone, with the axe scan.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { staffCreateAct } from '@bluemanager/protocol';
import { actChannel } from '../../../e2e/act-channel-support';
import { login } from '../../../e2e/support';

/**
 * A staff account of this test's own, made through Authority: the demo accounts sign in from other tests at the
 * same time, and a password change ends every other session of the account.
 */
async function newAccount(baseURL: string | undefined, prefix: string) {
  const admin = await actChannel(baseURL ?? '', 'sysadmin');
  const created = await admin.call(staffCreateAct, {
    username: `${prefix}.${Date.now().toString(36)}`,
    level: '1',
    partner: 'BB',
    buildings: [],
    email: `${prefix}@bluebox.example`,
    language: 'en',
  });
  return { username: created.username, password: created.temporary_password };
}

// A 48×48 PNG: the server decides its type from these bytes and resizes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwYlAJxLRNhNLuo9LKqAh8OBJ96t7zj+Ih0ah8lCkbOf4CTCOQuWhSNnOIRQDbRQqD0XKhkMDxqqOKNeZH72fZjHQRqHyUKRsODRgrOrIp1F4ARdPQKbvTqJnAAAAAElFTkSuQmCC',
  'base64',
);

test('Profile: picture, preferences, password and two-factor', async ({ page, browser, baseURL }) => {
  const account = await newAccount(baseURL, 'profile');
  await login(page, account.username, account.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  // A text file named like a picture is refused, and says why.
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(page.getByText(/This picture was refused: The file is not an image/)).toBeVisible();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your picture is updated.')).toBeVisible();
  await expect(page.getByTestId('user-avatar')).toHaveAttribute('src', /^\/avatars\/[0-9a-f]{32}-76\.webp$/);
  await expect(page.getByTestId('profile-avatar-image')).toHaveAttribute(
    'src',
    /^\/avatars\/[0-9a-f]{32}\.webp$/,
  );

  const preferences = page.getByTestId('profile-preferences');
  await preferences.getByLabel('Time zone').selectOption('America/Vancouver');
  await preferences.getByTestId('preferences-save').click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  // A second session, which the password change ends.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await login(elsewhere, account.username, account.password);
  await page.reload();
  await expect(page.getByTestId('profile-sessions').getByText(/^From /)).toHaveCount(2);

  const password = page.getByTestId('password-form');
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel('New password', { exact: true }).fill('short');
  await password.getByTestId('password-save').click();
  await expect(password.getByText('Use at least 12 characters.')).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill(`My-${account.username}-2026`);
  await password.getByLabel('New password again').fill(`My-${account.username}-2026`);
  await password.getByTestId('password-save').click();
  await expect(password.getByText('Do not use your username in it.')).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill('Parcel-Lockers-2026!');
  await password.getByLabel('New password again').fill('Parcel-Lockers-2026!');
  await password.getByTestId('password-save').click();
  await expect(page.getByText('Password changed; 1 other session ended.')).toBeVisible();
  await expect(page.getByTestId('profile-sessions').getByText(/^From /)).toHaveCount(1);
  await other.close();

  await page.getByTestId('profile-two-factor').getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByTestId('two-factor-key')).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'profile-1440');
});

test('Profile on a phone, in French', async ({ browser, baseURL }) => {
  const account = await newAccount(baseURL, 'phone');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, account.username, account.password);
  await small.goto('/#/profile');
  await expect(small.getByTestId('profile-avatar')).toBeVisible();
  const preferences = small.getByTestId('profile-preferences');
  await preferences.getByLabel('Language').selectOption('fr');
  await preferences.getByTestId('preferences-save').click();
  await expect(small.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  await expect(small.getByText('Langue et fuseau horaire')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(small, 'main');
  await quietScreenshot(small, 'profile-390');
  await phone.close();
});
