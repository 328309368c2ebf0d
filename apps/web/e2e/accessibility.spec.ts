// axe scans (no serious or critical violation) of the login page and the shell in light and dark, keyboard-only
// use of the menus and search, and the screenshots reviewers look at (test-results/screenshots/).
import { expectAccessible } from './axe';
import { expect, test } from '@playwright/test';
import { formLogin, lastParcelFilter, login, recordUrls, screenshot, settled } from './support';

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/#/pages/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, { toasts: true });
  await screenshot(page, 'login-desktop');
});

for (const skin of ['light', 'dark'] as const) {
  test(`the shell in the ${skin} skin has no serious accessibility violation`, async ({ page }) => {
    // Through the form: the welcome toast it brings is scanned too.
    await formLogin(page, 'sysadmin');
    if (skin === 'dark') await page.getByTestId('skin-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
    // Open a group, the search list and wait for the toast so their markup is scanned too, once it is in place
    // (scanning it mid-fade would measure half-transparent text).
    await page.getByTestId('vertical-menu').locator('button[data-menu-id="dashboard"]').click();
    await expect(page.getByText('You have successfully logged in. Enjoy! 🎉')).toBeVisible({ timeout: 4000 });
    await settled(page);
    await expectAccessible(page, { toasts: true });
    await page.getByTestId('search-open').click();
    await page.getByTestId('search-input').fill('514');
    await expectAccessible(page, { toasts: true });
  });
}

test('the menus and search work from the keyboard alone', async ({ page }) => {
  await login(page, 'sysadmin');
  // Tab to the Dashboard group, open it with Enter, then Tab into its first link and follow it.
  const group = page.getByTestId('vertical-menu').locator('button[data-menu-id="community-group"]');
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('a[data-menu-id="community"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('a[data-menu-id="manual"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/help-support\/manual$|#\/pages\/miscellaneous\/error$/);
  await page.goBack();
  // Search: focus the button, type, arrows, Enter.
  await page.getByTestId('search-open').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type('ups');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Search Carrier Company with ups' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const urls = recordUrls(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/parcels\//);
  expect(lastParcelFilter(urls)).toEqual({ buid: '', c: 'ups', p: '', id: '' });
});

test('the horizontal menu works from the keyboard', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('layoutConfig'))
      localStorage.setItem('layoutConfig', JSON.stringify({ type: 'horizontal' }));
  });
  await login(page, 'sysadmin');
  const tools = page.getByTestId('horizontal-menu').locator('button[data-menu-id="tools"]');
  await tools.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.horizontal-menu a[data-menu-id="advertise-setting"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(tools).toBeFocused();
});

const SHOTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SHOTS) {
  for (const layout of ['vertical', 'horizontal'] as const) {
    for (const skin of ['light', 'dark'] as const) {
      test(`screenshot: ${layout}, ${skin}, ${size.name}`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(
          ([type, chosen]) => {
            if (!localStorage.getItem('layoutConfig'))
              localStorage.setItem(
                'layoutConfig',
                JSON.stringify({ type, skin: chosen === 'dark' ? 'dark' : 'default' }),
              );
          },
          [layout, skin] as const,
        );
        await login(page, 'sysadmin');
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', skin);
        if (size.name === 'phone') {
          await page.getByTestId('menu-toggle').click();
          await page.waitForTimeout(400);
          await screenshot(page, `shell-${layout}-${skin}-${size.name}-menu`);
          await page.keyboard.press('Escape');
        } else if (layout === 'horizontal') {
          await page.getByTestId('horizontal-menu').locator('button[data-menu-id="general"]').click();
        }
        await page.waitForTimeout(300);
        await screenshot(page, `shell-${layout}-${skin}-${size.name}`);
      });
    }
  }
}
