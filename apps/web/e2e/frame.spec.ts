// The frame's behaviour: skin toggle, customizer, search, notifications, bookmarks, sidebar and footer.
import { expect, test } from '@playwright/test';
import { lastParcelFilter, login, recordUrls } from './support';

test('the skin toggle goes to dark and back to the previous skin', async ({ page }) => {
  await login(page, 'bdadmin');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.getByTestId('skin-toggle').click();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await expect(html).toHaveClass(/dark-layout/);
  expect(await page.evaluate(() => localStorage.getItem('prevSkin'))).toBe('default');
  // The skin survives a reload (layout settings persist in local storage).
  await page.reload();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await page.getByTestId('skin-toggle').click();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await expect(html).not.toHaveClass(/dark-layout/);
});

test('the customizer is off by default', async ({ page }) => {
  await login(page, 'sysadmin');
  await expect(page.getByTestId('app-frame')).toBeVisible();
  await expect(page.getByTestId('customizer-toggle')).toHaveCount(0);
});

test.describe('with the customizer switched on by configuration', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/portal-config.json', (route) =>
      route.fulfill({ json: { customizer: true, hideOnEsc: true } }),
    );
  });

  test('the customizer changes skin, layout, navbar and footer, with the reset on a layout change', async ({
    page,
  }) => {
    await login(page, 'sysadmin');
    await page.getByTestId('customizer-toggle').click();
    const panel = page.getByTestId('customizer');
    await expect(panel.getByRole('heading', { name: 'Theme Customizer' })).toBeVisible();
    await panel.getByLabel('Semi Dark').check();
    await expect(page.locator('html')).toHaveClass(/semi-dark-layout/);
    await expect(page.getByTestId('sidebar')).toHaveClass(/menu-dark/);
    await panel.getByLabel('Bordered').check();
    await expect(page.locator('html')).toHaveClass(/bordered-layout/);
    await panel
      .getByRole('radiogroup', { name: 'Navbar Type' })
      .or(panel.locator('fieldset', { hasText: 'Navbar Type' }))
      .getByLabel('Static')
      .check();
    await expect(page.getByTestId('app-frame')).toHaveClass(/navbar-navbar-static-top/);
    await panel.locator('fieldset', { hasText: 'Footer Type' }).getByLabel('Sticky').check();
    await expect(page.getByTestId('app-frame')).toHaveClass(/footer-sticky/);
    await panel.getByLabel('Menu Collapsed').check();
    await expect(page.getByTestId('app-frame')).toHaveClass(/menu-collapsed/);
    // Horizontal: top menu bar, and navbar, footer and menu are reset (spec §4).
    await panel.getByLabel('Horizontal').check();
    await expect(page.getByTestId('horizontal-menu')).toBeVisible();
    await expect(page.getByTestId('app-frame')).toHaveClass(/navbar-floating-nav/);
    await expect(page.getByTestId('app-frame')).toHaveClass(/footer-static/);
    await expect(panel.getByLabel('Semi Dark')).toHaveCount(0);
    await expect(panel.locator('fieldset', { hasText: 'Menu Type' })).toBeVisible();
    await panel.getByLabel('Vertical').check();
    await expect(page.getByTestId('app-frame')).toHaveClass(/menu-expanded/);
  });

  test('the horizontal menu keeps every sub-menu on screen, flipping the last ones left', async ({
    page,
  }) => {
    await login(page, 'sysadmin');
    await page.getByTestId('customizer-toggle').click();
    await page.getByTestId('customizer').getByLabel('Horizontal').check();
    await expect(page.getByTestId('horizontal-menu')).toBeVisible();
    // The portal's configuration lets Escape close the customizer, which would cover the menu's right end.
    await page.keyboard.press('Escape');
    // Spec §9: every sub-menu stays 16 px clear of the window's right edge (the last ones open leftwards).
    const width = page.viewportSize()?.width ?? 0;
    const buttons = page.getByTestId('horizontal-menu').locator('.horizontal-menu > li > button');
    for (const button of await buttons.all()) {
      // A section opens on hover, as a mouse user meets it, and closes when the pointer leaves.
      await button.hover();
      const menu = page.getByTestId('horizontal-menu').locator('.dropdown-menu.show');
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width - 16 + 1).toBe(true);
      await page.mouse.move(10, 600);
      await expect(menu).toHaveCount(0);
    }
  });

  test('the customizer is not offered below medium width', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await login(page, 'sysadmin');
    await expect(page.getByTestId('customizer-toggle')).toHaveCount(0);
  });
});

test('search offers carrier for letters, phone and parcel id otherwise, and Enter filters parcels', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.getByTestId('search-open').click();
  const input = page.getByTestId('search-input');
  await expect(input).toHaveAttribute('placeholder', 'Explore Blue Manager...');
  await input.fill('ups');
  const parcels = page.getByTestId('search-parcels');
  await expect(parcels.getByRole('option')).toHaveText([
    'Search Carrier Company with ups',
    'Search Email address with ups',
  ]);
  await expect(page.getByTestId('search-overlay')).toBeVisible();
  await input.fill('514555');
  await expect(parcels.getByRole('option')).toHaveText([
    'Search Phone Number with 514555',
    'Search Parcel ID with 514555',
    'Search Email address with 514555',
  ]);
  // The members whose phone has these digits (the members section's search), shown as people write them.
  await expect(page.getByTestId('search-members').getByRole('option').first()).toBeVisible();
  await expect(page.getByTestId('search-members')).not.toContainText('No results found.');
  const urls = recordUrls(page);
  await input.press('Enter');
  await expect(page).toHaveURL(/#\/parcels\//);
  expect(lastParcelFilter(urls)).toEqual({ buid: '', c: '', p: '514555', id: '' });
  await expect(page.getByTestId('search-input')).toHaveCount(0);
});

test('search: Tools find menu pages, arrows move, Escape and the overlay close', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('search-open').click();
  const input = page.getByTestId('search-input');
  await input.fill('tok');
  await expect(page.getByTestId('search-tools').getByRole('option')).toHaveText(['Tokens']);
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill('zzqx');
  await expect(page.getByTestId('search-tools')).toContainText('No results found.');
  await expect(page.getByTestId('search-members')).toContainText('No results found.');
  await page.getByTestId('search-overlay').click({ position: { x: 900, y: 600 } });
  await expect(page.getByTestId('search-input')).toHaveCount(0);
  // Keyboard: ArrowDown to the Tools entry, Enter opens it.
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill('Product');
  for (let step = 0; step < 3; step += 1) await page.getByTestId('search-input').press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Product Update' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/#\/release-notes$/);
});

test('building admins get no Members or Tools in search', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill('abc');
  await expect(page.getByTestId('search-parcels')).toBeVisible();
  await expect(page.getByTestId('search-members')).toHaveCount(0);
  await expect(page.getByTestId('search-tools')).toHaveCount(0);
});

test('notifications: building managers see requests, abnormal and timed-out parcels with the badge sum', async ({
  page,
}) => {
  await login(page, 'bdadmin');
  const bell = page.getByTestId('notification-bell');
  await bell.click();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  const texts = await items.allInnerTexts();
  const counts = texts.map((text) => Number(/(\d+) (requests|parcels)/.exec(text)?.[1] ?? 0));
  expect(counts.every((count) => count > 0)).toBe(true);
  const badge = Number(await page.getByTestId('notification-count').innerText());
  expect(badge).toBe(counts.reduce((sum, count) => sum + count, 0));
  expect(texts.join('\n')).toMatch(/Unit join requests|Abnormal parcels|Timed-out parcels/);
  const stored = await page.evaluate(() => ({
    data: localStorage.getItem('notificationData'),
    last: localStorage.getItem('lastRequest'),
  }));
  expect(stored.data).not.toBeNull();
  expect(Number(stored.last)).toBeGreaterThan(Date.now() - 60_000);
});

test('notifications: system admins see the urgent unattended deliveries and support requests', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.getByTestId('notification-bell').click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu.getByText('URGENT Unattended Delivery').first()).toBeVisible();
  await expect(menu.getByText(/You have \d+ parcels that need immediate attention/).first()).toBeVisible();
  await expect(menu).toContainText('Support requests');
  await menu.getByText('URGENT Unattended Delivery').first().click();
  await expect(page).toHaveURL(/#\/(settings\/\d+\?panel=false|pages\/miscellaneous\/error)$/);
});

test('notifications are not reloaded within 5 minutes of the last request', async ({ page }) => {
  await login(page, 'bdadmin');
  await expect(page.getByTestId('notification-count')).toBeVisible();
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api') && request.postData()?.includes('act=50074')) calls += 1;
  });
  await page.reload();
  await expect(page.getByTestId('notification-count')).toBeVisible();
  await page.waitForTimeout(500);
  expect(calls).toBe(0);
  // An old request time makes the next start reload.
  await page.evaluate(() => localStorage.setItem('lastRequest', String(Date.now() - 6 * 60_000)));
  await page.reload();
  await expect.poll(() => calls).toBe(1);
});

test('bookmarks: star a page from the search and it joins the bar', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('bookmark-toggle').click();
  const search = page.getByTestId('bookmark-search');
  await search.fill('Product');
  await page.getByTestId('star-release-notes').click();
  await search.press('Escape');
  await expect(page.getByTestId('bookmark-link')).toHaveCount(1);
  await page.getByTestId('bookmark-link').click();
  await expect(page).toHaveURL(/#\/release-notes$/);
  await page.reload();
  await expect(page.getByTestId('bookmark-link')).toHaveAttribute('aria-label', 'Product Update');
});

test('the Product Update badge follows the newest release note', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('vertical-menu').locator('[data-menu-id="release-notes"]').click();
  // The demo seed's newest note is two days old: the badge is there on a fresh start.
  await expect(page.getByTestId('badge-release-notes')).toHaveText('New');
  await expect(page.getByTestId('release-note').first()).toContainText('Support tickets from the locker');
  await page.reload();
  await expect(page.getByTestId('badge-release-notes')).toHaveText('New');
});

test('the sidebar is a drawer below 1200 px: backdrop and Escape close it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await login(page, 'sysadmin');
  const frame = page.getByTestId('app-frame');
  await expect(frame).toHaveClass(/vertical-overlay-menu/);
  await page.getByTestId('menu-toggle').click();
  await expect(frame).toHaveClass(/menu-open/);
  await page.keyboard.press('Escape');
  await expect(frame).not.toHaveClass(/menu-open/);
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('sidenav-overlay').click({ position: { x: 900, y: 400 } });
  await expect(frame).not.toHaveClass(/menu-open/);
});

test('collapsed sidebar on wide screens expands while hovered', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('collapse-toggle').click();
  const sidebar = page.getByTestId('sidebar');
  await page.mouse.move(900, 500);
  await expect(sidebar).toHaveCSS('width', '80px');
  await sidebar.hover();
  await expect(sidebar).toHaveCSS('width', '260px');
});

test('the footer shows the year and version, and scroll-to-top after 150 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await login(page, 'sysadmin');
  const footer = page.getByTestId('footer');
  await expect(footer).toContainText(`COPYRIGHT © ${new Date().getFullYear()}`);
  await expect(footer).toContainText('v1.3.0');
  const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(scrollTop).toHaveCount(0);
  await page.mouse.wheel(0, 400);
  await expect(scrollTop).toBeVisible();
  await scrollTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(150);
});

test('the language switcher translates the frame and is remembered', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByTestId('vertical-menu')).toContainText('Réglages des casiers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByTestId('vertical-menu')).toContainText('Réglages des casiers');
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('vertical-menu')).toContainText('Schließfach-Einstellungen');
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.getByTestId('vertical-menu')).toContainText('Definições dos cacifos');
});
