// Subscription in the browser: the page's title, breadcrumb (Home → /dashboard, Subscription → /parcels), both tabs,
// the 'Search...' box and the 'Machine Filters' button in all four languages; All Buildings searched by city and
// filtered by machine family; a building's Dashboard from the building page: its plan changed, a unit added,
// renamed and deactivated (the billed units follow), the month's invoice generated, issued and printed; a partner
// sees its own buildings without the operator's buttons, a building admin is refused; an issued invoice emailed to
// the billing contact added in the building's settings, its email then listed on the invoice; phone views; axe scans
// and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

// Two cores serve eight engineers' builds: the page's writes and scans get the time they take there.
test.describe.configure({ timeout: 120_000 });

async function openAll(page: Page): Promise<ListPageObject> {
  await page.goto('/#/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'subscription');
  await list.settled();
  return list;
}

const totalOf = async (page: Page) =>
  Number((await page.getByTestId('subscription-total').innerText()).replace(/\D/g, ''));

test('All Buildings lists plans and bills, searches by address and filters by machine family', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  const list = await openAll(page);
  const crumbs = page.getByTestId('subscription-breadcrumb').getByRole('link');
  await expect(crumbs).toHaveText(['Home', 'Subscription']);
  await expect(crumbs.nth(0)).toHaveAttribute('href', '#/dashboard');
  await expect(crumbs.nth(1)).toHaveAttribute('href', '#/parcels');
  await expect(page.getByRole('tab')).toHaveText(['All Buildings', 'Dashboard']);
  await expect(page.getByRole('tab', { name: 'All Buildings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('subscription-search')).toHaveAttribute('placeholder', 'Search...');
  await expect(page.getByTestId('machine-filters')).toHaveAttribute('title', 'Machine Filters');
  // The seed has 20 buildings; other browser tests sharing this server may have added some since.
  const allBuildings = await totalOf(page);
  expect(allBuildings).toBeGreaterThanOrEqual(20);
  const bills = await list.texts('billed');
  expect(bills.filter((text) => /\$\d+\.\d{2}/.test(text)).length).toBeGreaterThanOrEqual(12);
  expect((await list.texts('plan')).some((text) => text.includes('Paused'))).toBe(true);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'subscription-all-1440');

  // A city is part of every address there: the search finds those buildings and no others.
  const address = (await list.cells('building').first().innerText()).split('\n')[1] ?? '';
  const city = address.split(',')[1]?.trim() ?? '';
  expect(city).not.toBe('');
  await page.getByTestId('subscription-search').fill(city);
  await page.getByTestId('subscription-search').press('Enter');
  await expect.poll(() => totalOf(page)).toBeLessThan(allBuildings);
  await list.settled();
  for (const text of await list.texts('building')) expect(text).toContain(city);
  await page.getByTestId('subscription-search').fill('');
  await expect.poll(() => totalOf(page)).toBe(allBuildings);

  await page.getByTestId('machine-filters').click();
  await expect(page.getByTestId('machine-filter-panel')).toBeVisible();
  await list.selectFilter('Family', 'Bike Locker');
  await expect.poll(() => totalOf(page)).toBeLessThan(allBuildings);
  const bikeBuildings = await totalOf(page);
  expect(bikeBuildings).toBeGreaterThan(0);
  await expect(page.getByTestId('machine-filters')).toHaveAccessibleName('Machine Filters (1)');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'subscription-filtered-1440');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test("a building's Dashboard: plan, units and the month's invoice, printed", async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/settings');
  const buildings = new ListPageObject(page, 'settings');
  await buildings.settled();
  await buildings.rows().nth(1).getByTestId('settings-building-link').click();
  await page.getByTestId('building-subscription-link').click();
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  const plan = page.getByTestId('plan-card');
  await expect(plan).toBeVisible();
  const activeUnits = async () =>
    Number((await plan.getByTestId('active-units').innerText()).replace(/\D/g, ''));
  const before = await activeUnits();
  expect(before).toBeGreaterThan(0);

  await page.getByTestId('plan-edit').click();
  const form = page.getByTestId('plan-form');
  await form.getByLabel('State').selectOption({ label: 'Active' });
  await form.getByLabel('Price per active unit a month').fill('3.1');
  await form.getByLabel('Price per locker a month').fill('4o');
  await form.getByTestId('plan-submit').click();
  await expect(
    form.getByText('Type a price of at most 100,000.00, with at most two decimals.'),
  ).toBeVisible();
  await form.getByLabel('Price per locker a month').fill('59.95');
  await expectAccessible(page, '[data-testid="plan-form"]');
  await form.getByTestId('plan-submit').click();
  await expect(form).toHaveCount(0);
  await expect(plan).toContainText('$3.10');
  await expect(plan).toContainText('$59.95');

  const units = page.getByTestId('units-card');
  await units.getByLabel('New unit').fill('T-900');
  await units.getByTestId('unit-add').click();
  const added = units.locator('[data-unit="T-900"]');
  await expect(added).toBeVisible();
  await expect.poll(activeUnits).toBe(before + 1);
  await added.getByTestId('unit-rename').click();
  const rename = page.getByTestId('unit-rename-form');
  await rename.getByLabel('Unit').fill('T-901');
  await rename.getByTestId('unit-rename-submit').click();
  await expect(units.locator('[data-unit="T-901"]')).toBeVisible();
  await units.locator('[data-unit="T-901"]').getByTestId('unit-toggle').click();
  await expect(units.locator('[data-unit="T-901"]')).toContainText('Inactive');
  await expect.poll(activeUnits).toBe(before);

  const invoices = page.getByTestId('invoices-card');
  const rowsBefore = await invoices.getByTestId('invoice-row').count();
  expect(rowsBefore).toBeGreaterThanOrEqual(3);
  await invoices.getByTestId('generate-building-invoice').click();
  const run = page.getByTestId('generate-dialog');
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await run.getByLabel('Month').selectOption({ label: month });
  await run.getByTestId('generate-submit').click();
  await expect(page.getByText(/^1 invoice made; 0 already there/)).toBeVisible();
  await expect(invoices.getByTestId('invoice-row')).toHaveCount(rowsBefore + 1);
  // The same month again makes nothing new.
  await invoices.getByTestId('generate-building-invoice').click();
  await page.getByTestId('generate-dialog').getByLabel('Month').selectOption({ label: month });
  await page.getByTestId('generate-dialog').getByTestId('generate-submit').click();
  await expect(page.getByText(/^0 invoices made; 1 already there/)).toBeVisible();
  await expect(invoices.getByTestId('invoice-row')).toHaveCount(rowsBefore + 1);
  const fresh = invoices.getByTestId('invoice-row').first();
  await expect(fresh).toHaveAttribute('data-state', 'draft');
  await fresh.getByTestId('invoice-issued').click();
  await expect(fresh).toHaveAttribute('data-state', 'issued');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'subscription-dashboard-1440');

  await fresh.getByTestId('invoice-link').click();
  const sheet = page.getByTestId('invoice-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('invoice-line')).toHaveCount(2);
  await expect(sheet).toContainText('$3.10');
  await expect(sheet).toContainText('$59.95');
  await expect(sheet).toContainText('Issued');
  // The total is the lines' sum, to the cent.
  const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const amounts = await sheet.getByTestId('invoice-line').locator('td:last-child').allInnerTexts();
  expect(cents(await sheet.getByTestId('invoice-total').innerText())).toBe(
    amounts.map(cents).reduce((a, b) => a + b, 0),
  );
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'subscription-invoice-1440');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test('the title, breadcrumb, tabs, search box and filter button speak all four languages', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await openAll(page);
  const words = [
    ['English', 'Subscription', 'Home', 'All Buildings', 'Dashboard', 'Search...', 'Machine Filters'],
    [
      'Français',
      'Abonnement',
      'Accueil',
      'Tous les immeubles',
      'Tableau de bord',
      'Rechercher...',
      'Filtres de machines',
    ],
    ['Deutsch', 'Abonnement', 'Startseite', 'Alle Gebäude', 'Übersicht', 'Suchen...', 'Maschinenfilter'],
    [
      'Português',
      'Assinatura',
      'Início',
      'Todos os edifícios',
      'Painel',
      'Pesquisar...',
      'Filtros de máquinas',
    ],
  ] as const;
  for (const [language, title, home, all, dashboard, search, filters] of [...words.slice(1), words[0]]) {
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: language }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('subscription-breadcrumb').getByRole('link')).toHaveText([home, title]);
    await expect(page.getByRole('tab')).toHaveText([all, dashboard]);
    await expect(page.getByTestId('subscription-search')).toHaveAttribute('placeholder', search);
    await expect(page.getByTestId('machine-filters')).toHaveAttribute('title', filters);
  }
});

test("a partner sees its own buildings and no operator's buttons", async ({ page }) => {
  await login(page, 'partneradmin');
  const list = await openAll(page);
  const seen = await totalOf(page);
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThan(20);
  await expect(page.getByTestId('generate-invoices')).toHaveCount(0);
  await list.rows().first().getByTestId('subscription-building-link').click();
  await expect(page.getByTestId('units-card')).toBeVisible();
  await expect(page.getByTestId('unit-add')).toBeVisible();
  await expect(page.getByTestId('plan-edit')).toHaveCount(0);
  await expect(page.getByTestId('invoice-issued')).toHaveCount(0);
  await expectAccessible(page, 'main');
});

test('a building admin is refused the page', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.goto('/#/subscription');
  await expect(page.getByTestId('access-refused')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the buildings become cards and a building dashboard stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openAll(page);
    await expect(page.locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'subscription-all-390');
    // A building with a plan has invoices to show.
    await list.rows().filter({ hasText: 'since' }).first().getByTestId('subscription-building-link').click();
    await expect(page.getByTestId('building-dashboard')).toBeVisible();
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'subscription-dashboard-390');
  });
  test('an issued invoice is emailed to the billing contact and its email is listed', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openAll(page);
    // The last building with a plan: the other tests read the first ones.
    await list.rows().filter({ hasText: 'since' }).last().getByTestId('subscription-building-link').click();
    await expect(page.getByTestId('building-dashboard')).toBeVisible();
    const buid = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('buid'));
    expect(buid).toBeGreaterThan(0);
    await page.goto(`/#/settings/${buid}?panel=settings`);
    const form = page.getByTestId('settings-form');
    await form.getByRole('button', { name: 'Add a contact' }).click();
    const contact = form.getByTestId('contact-row').last();
    await contact.getByLabel('Name').fill('Accounts Payable');
    await contact.getByLabel('Role').fill('Billing');
    await contact.getByLabel('Email').fill('accounts@example.com');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The building settings are saved.')).toBeVisible();

    await page.goto(`/#/subscription?tab=dashboard&buid=${buid}`);
    const invoice = page.locator('[data-testid="invoice-row"]:not([data-state="void"])').first();
    await expect(invoice).toBeVisible();
    if ((await invoice.getAttribute('data-state')) === 'draft') {
      await invoice.getByTestId('invoice-issued').click();
      await expect(invoice).toHaveAttribute('data-state', 'issued');
    }
    await invoice.getByTestId('invoice-link').click();
    const emails = page.getByTestId('invoice-emails');
    await expect(emails).toBeVisible();
    await emails.getByTestId('invoice-send').click();
    // The demo building may have a billing contact of its own: the invoice goes to every billing contact.
    await expect(page.getByText(/is on its way to .*accounts@example\.com/)).toBeVisible();
    const sent = emails.getByTestId('invoice-email').filter({ hasText: 'accounts@example.com' });
    await expect(sent).toContainText('accounts@example.com');
    await expect(sent).toContainText('Waiting to send');
    // On a phone each line and the total stay in sight: nothing of the sheet scrolls sideways out of view.
    const total = await page.getByTestId('invoice-total').boundingBox();
    expect(total && total.x + total.width).toBeLessThanOrEqual(390);
    for (const line of await page.getByTestId('invoice-line').all()) {
      const box = await line.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'subscription-invoice-emailed-390');
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/#|\||undefined|null|NaN/);
  });
});
