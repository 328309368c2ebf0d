// Spec §4 session rules and the login page's messages.
import { expect, test } from '@playwright/test';
import { formLogin, PASSWORD, settled } from './support';

test('the empty path goes to the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome to BlueManager! 👋' })).toBeVisible();
});

test('wrong credentials say so', async ({ page }) => {
  await page.goto('/#/pages/login');
  await page.getByLabel('Username').fill('bdadmin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong username or password.');
});

test('a locked account says when to try again', async ({ page }) => {
  await page.goto('/#/pages/login');
  await page.getByLabel('Username').fill('nobody-locked');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  const error = page.getByTestId('login-error');
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(error).toBeVisible();
    if ((await error.textContent())?.includes('locked')) break;
  }
  await expect(error).toContainText('This account is locked after too many failed sign-ins. Try again in');
});

test('an unreachable server says so', async ({ page }) => {
  await page.route('**/api', (route) => route.abort('connectionrefused'));
  await page.goto('/#/pages/login');
  await page.getByLabel('Username').fill('bdadmin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'The server cannot be reached. Check your connection and try again.',
  );
});

test('login shows the welcome toast after 2.5 s and stores the user', async ({ page }) => {
  await formLogin(page, 'bdadmin');
  const toast = page.getByText('You have successfully logged in. Enjoy! 🎉');
  // Not at once: the spec delays it by 2500 ms.
  await page.waitForTimeout(1500);
  await expect(toast).toHaveCount(0);
  await expect(toast).toBeVisible({ timeout: 4000 });
  await expect(page.getByText('👋 Welcome!')).toBeVisible();
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('currentUser'),
    username: localStorage.getItem('username'),
    partner: localStorage.getItem('currentPartner'),
    avatar: localStorage.getItem('avatarUrl'),
  }));
  expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ username: 'bdadmin', level: '1', partner: 'BB' });
  expect(stored.username).toBe('bdadmin');
  // Spec §3's other keys, each written where it belongs: the partner at login, the avatar the navbar shows.
  expect(stored.partner).toBe('BB');
  expect(stored.avatar).toBe(await page.getByTestId('user-avatar').getAttribute('src'));
  // The bike lockers in reach, once the bike home has loaded them.
  await page.getByTestId('menu-switch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bike lockers' })).toBeVisible();
  await expect
    .poll(async () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('allBikeLockerInfo') ?? 'null') as unknown),
    )
    .toEqual(expect.arrayContaining([expect.objectContaining({ uuid: expect.any(String) })]));
});

test('the welcome toast stays below the navbar, whose controls keep working while it shows', async ({
  browser,
}) => {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await formLogin(page, 'bdadmin');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'You have successfully logged in.' });
    await expect(toast).toBeVisible({ timeout: 4000 });
    // Measured where it rests, not while it slides in.
    await settled(page);
    const navbar = await page.getByTestId('navbar').boundingBox();
    const box = await toast.boundingBox();
    expect(navbar && box && box.y >= navbar.y + navbar.height, `${width} px`).toBe(true);
    // A click on the navbar reaches its control, not the toast.
    await page.getByTestId('skin-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await context.close();
  }
});

test('on a phone the language is chosen from the user menu, the navbar having no room for it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await formLogin(page, 'bdadmin');
  await expect(page.getByTestId('language-toggle')).toBeHidden();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-languages').getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  await context.close();
});

test('logout revokes the token, clears the stored keys and goes to login', async ({ page }) => {
  await formLogin(page, 'viu');
  await page.evaluate(() => {
    for (const key of [
      'building',
      'parcels',
      'selectedParcel',
      'partner',
      'bm-currentBuilding',
      'currentMenu',
    ])
      localStorage.setItem(key, 'x');
  });
  const storedUser = await page.evaluate(() => localStorage.getItem('currentUser') ?? '');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/pages\/login$/);
  const left = await page.evaluate(() =>
    [
      'currentUser',
      'building',
      'parcels',
      'selectedParcel',
      'partner',
      'bm-currentBuilding',
      'notificationData',
      'currentMenu',
    ].filter((key) => localStorage.getItem(key) !== null),
  );
  expect(left).toEqual([]);
  // The old token no longer opens a session: restoring it sends the user back to login.
  await page.evaluate((value) => localStorage.setItem('currentUser', value), storedUser);
  // A full load (new query string) makes the app read the stored user and ask the server about its token.
  await page.goto('/?again=1#/');
  await expect(page).toHaveURL(/#\/pages\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('a stored user without partner is logged out at start', async ({ page }) => {
  await formLogin(page, 'emco');
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('currentUser', JSON.stringify({ ...user, partner: '' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test('an expired token sends the user to login with a message and back to the page after login', async ({
  page,
}) => {
  await formLogin(page, 'sysadmin');
  await page.goto('/#/release-notes');
  await expect(page.getByRole('heading', { name: 'Product Update' })).toBeVisible();
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('currentUser', JSON.stringify({ ...user, token: 'expired-or-revoked-token' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.getByLabel('Username').fill('sysadmin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/release-notes$/);
});

test('an unknown route shows the error page; every menu entry is built and opens its page', async ({
  page,
}) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/pages\/miscellaneous\/error$/);
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  await formLogin(page, 'sysadmin');
  // Premium Member was the last menu entry without a page: it opens its own now, never the error page.
  await page.getByTestId('vertical-menu').locator('[data-menu-id="premium-member"]').click();
  await expect(page).toHaveURL(/#\/premium-member$/);
});
