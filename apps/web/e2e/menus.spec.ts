// Every demo account sees exactly the menu entries spec §2 and §6 give it. The lists are written out by hand from
// the spec (not computed with the app's own visibility function), so a wrong rule fails here.
import { expect, test } from '@playwright/test';
import { login, menuIds } from './support';

const GENERAL_ADMIN = [
  'general',
  'dashboard',
  'dashboard_view',
  'admin-view',
  'statistic-view',
  'orders',
  'parcels',
  'members',
  'settings',
  'bluekey',
  'community-group',
  'community',
  'system-msg',
  'manual',
  'release-notes',
];
const TOOLS_ADMIN = [
  'tools',
  'advertisement',
  'advertise-setting',
  'ad-test',
  'business',
  'redirect-setting',
  'machines',
  'machines-lockers',
  'machines-models',
  'tokens',
  'authority',
  'web-service',
  'customer-service',
  'users-locked',
  'email',
  'sms',
  'sms-list',
  'sms-model',
  'sms-notification',
  'sms-dashboard',
  'logs',
  'logs-machine',
  'logs-operator',
  'logs-crash',
];
const MARTS = [
  'bluemart-section',
  'group-buy-schedule',
  'reward-system',
  'premium-member',
  'blueexpress-section',
  'blueexpress',
];

const EXPECTED: Record<string, { menu: string[]; role: string; families: string[] }> = {
  // Level 10 of the operator: every entry whose list holds 10 (Compartments is level 11's alone).
  sysadmin: {
    menu: [...GENERAL_ADMIN, ...TOOLS_ADMIN, ...MARTS],
    role: 'SysAdmin',
    families: ['BlueBox', 'Bike Locker', 'MiniBox', 'Amenity'],
  },
  // A business partner needs '-2' in every list; the Machines group keeps only Machine.
  partneradmin: {
    menu: [
      'general',
      'dashboard',
      'dashboard_view',
      'parcels',
      'settings',
      'manual',
      'release-notes',
      'tools',
      'machines',
      'machines-lockers',
      'authority',
      'web-service',
    ],
    role: 'Partner admin',
    families: ['BlueBox', 'Bike Locker'],
  },
  bdadmin: {
    menu: ['general', 'dashboard', 'dashboard_view', 'parcels', 'settings', 'manual', 'release-notes'],
    role: 'BdAdmin',
    families: ['BlueBox', 'Bike Locker'],
  },
  // YK-Gold building managers lose dashboard_view, which leaves the Dashboard group empty.
  ykmanager: {
    menu: ['general', 'parcels', 'settings', 'manual', 'release-notes'],
    role: 'BdAdmin',
    families: [],
  },
  // Parcel and ad admins reach lockers of every type: BlueBox (type 1) and Bike Locker (type 3) apply to them.
  parceladmin: {
    menu: ['general', 'dashboard', 'dashboard_view', 'admin-view', 'statistic-view', 'parcels'],
    role: 'ParcelAdmin',
    families: ['BlueBox', 'Bike Locker'],
  },
  // The Advertisement group (6, 10) under the TOOLS heading (10, -2): the heading stays hidden.
  adadmin: {
    menu: ['advertisement', 'advertise-setting', 'ad-test', 'business'],
    role: 'ADAdmin',
    families: ['BlueBox', 'Bike Locker'],
  },
  metro: {
    menu: ['general', 'parcels', 'settings', 'compartments', 'manual', 'release-notes'],
    role: 'MetroAdmin',
    families: [],
  },
  metrosecurity: {
    menu: ['general', 'parcels', 'compartments', 'manual', 'release-notes'],
    role: 'MetroAdmin',
    families: [],
  },
  jukebox: { menu: ['general', 'parcels', 'settings'], role: 'Jukebox', families: [] },
  emco: { menu: ['general', 'orders', 'parcels', 'settings'], role: 'EMCO', families: [] },
  viu: { menu: ['general', 'dashboard', 'dashboard_view', 'parcels', 'settings'], role: 'VIU', families: [] },
  // No main-menu list holds 13; issue 13 gives mini-box staff the MiniBox family, which they open on by default.
  minibox: {
    menu: ['minibox', 'minibox-lockers', 'minibox-events'],
    role: 'MiniBox',
    families: ['BlueBox', 'MiniBox'],
  },
  // Amenity staff open on their own family's menu (issue 13); the main menu is one switch away.
  amenity: {
    menu: ['amenity-operation', 'amenity-machine', 'amenity-tags', 'amenity-deposits'],
    role: 'Amenity',
    families: ['BlueBox', 'Amenity'],
  },
};

for (const [username, expected] of Object.entries(EXPECTED)) {
  test(`${username} sees exactly the spec's menu`, async ({ page }) => {
    await login(page, username);
    await expect(page.getByTestId('user-role')).toHaveText(expected.role);
    await expect(page.getByTestId('app-name')).toHaveText('BlueManager');
    expect(await menuIds(page)).toEqual(expected.menu);
    const switcher = page.getByLabel('Locker family');
    if (expected.families.length === 0) {
      await expect(switcher).toHaveCount(0);
    } else {
      await expect(switcher.locator('option')).toHaveText(expected.families);
    }
    // The bell is hidden for partners only; the offline banner shows for everyone but system admins.
    await expect(page.getByTestId('notification-bell')).toHaveCount(username === 'partneradmin' ? 0 : 1);
    if (username === 'sysadmin') await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
}

test('the bike menu: switching stores currentMenu, goes to /bike and renames the app', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.getByTestId('menu-switch').click();
  await expect(page).toHaveURL(/#\/bike$/);
  await expect(page.getByTestId('app-name')).toHaveText('BlueBox for Bikes');
  expect(await menuIds(page)).toEqual([
    'bike-operation',
    'bike-location',
    'bike-list',
    'bike-session',
    'bike-collection',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('currentMenu'))).toBe('bike');
  // The remembered menu decides where the next login lands.
  await page.reload();
  await expect(page.getByTestId('app-name')).toHaveText('BlueBox for Bikes');
  await page.getByTestId('menu-switch').click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('app-name')).toHaveText('BlueManager');
});

test('a group opens for the current URL and closes when another opens', async ({ page }) => {
  await login(page, 'sysadmin');
  const group = (id: string) => page.getByTestId('vertical-menu').locator(`button[data-menu-id="${id}"]`);
  await group('dashboard').click();
  await expect(group('dashboard')).toHaveAttribute('aria-expanded', 'true');
  await group('sms').click();
  await expect(group('sms')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('dashboard')).toHaveAttribute('aria-expanded', 'false');
  await page.goto('/#/release-notes');
  await expect(page.getByRole('heading', { name: 'Product Update' })).toBeVisible();
  await expect(group('sms')).toHaveAttribute('aria-expanded', 'false');
});
