// Machine (#/machines/lockers): the list with its filters (each checked against the rows it returns), sorting,
// paging and the online/offline badge; one machine's grid and events; a system admin's whole machine life cycle
// (create with the secret shown once, edit, a compartment out of service, reissue, retire) and a refused retire;
// the partner's scope and the building manager's refusal; axe scans in the light and dark skins.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { quietScreenshot } from './dashboards-support';
import {
  confirmAndExpect,
  listSettled,
  machineFilters,
  machineRows,
  openMachine,
  openMachineList,
  resetMachineFilters,
  rowAttributes,
  rowBuildings,
  rowNames,
  selectFilter,
  uuidOf,
} from './machines-support';
import { login } from './support';

const YK_GOLD_BUILDINGS = [
  'Goldstone Residences',
  'Prairie Gold Tower',
  'Signal Hill Residences',
  'Wascana Gold Place',
];

async function darkSkin(page: Page): Promise<void> {
  await page.getByTestId('skin-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
}

test('the list shows every machine readably, and each filter returns only matching rows', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  await openMachineList(page);
  const names = await rowNames(page);
  expect(names.length).toBeGreaterThan(10);
  // Spec §3: the name's parts are shown separated readably, never with the raw '#'.
  expect(names.every((name) => !name.includes('#'))).toBe(true);
  expect(names).toContain('Château Grande Allée · Lobby');
  // Addresses are shown with ', ' (spec §9), heartbeats relatively with the exact time beside them.
  await expect(machineRows(page).first().locator('[data-buid] .text-body-secondary')).not.toContainText('|');
  await expect(machineRows(page).getByTestId('heartbeat').first()).toContainText(/ago|now/);

  await selectFilter(page, 'Online / offline', 'Offline');
  expect(new Set(await rowAttributes(page, 'data-state'))).toEqual(new Set(['offline']));
  // Spec §5: offline means status not '101' while run_sts is '1'.
  expect(new Set(await rowAttributes(page, 'data-run-sts'))).toEqual(new Set(['1']));
  expect((await rowAttributes(page, 'data-status')).includes('101')).toBe(false);
  await selectFilter(page, 'Online / offline', 'Not offline');
  expect((await rowAttributes(page, 'data-state')).includes('offline')).toBe(false);
  await resetMachineFilters(page);

  await selectFilter(page, 'Run state', 'Out of service');
  expect(new Set(await rowAttributes(page, 'data-run-sts'))).toEqual(new Set(['0']));
  expect(new Set(await rowAttributes(page, 'data-state'))).toEqual(new Set(['outOfService']));
  await resetMachineFilters(page);

  await selectFilter(page, 'Mode', 'MiniBox');
  expect(new Set(await rowAttributes(page, 'data-mm'))).toEqual(new Set(['13']));
  await resetMachineFilters(page);

  await selectFilter(page, 'Family', 'Bike Locker');
  expect(new Set(await rowAttributes(page, 'data-family'))).toEqual(new Set(['bike']));
  await resetMachineFilters(page);

  await selectFilter(page, 'Building', 'Metrotown Gardens');
  expect(new Set(await rowBuildings(page))).toEqual(new Set(['Metrotown Gardens']));
  expect(await rowNames(page)).toEqual(
    expect.arrayContaining(['Metrotown Gardens · Lobby', 'Metrotown Gardens · Parcel Room']),
  );
  await resetMachineFilters(page);

  const search = machineFilters(page).getByLabel('Search', { exact: true });
  await search.fill('garden');
  await search.press('Enter');
  await listSettled(page);
  const found = await machineRows(page).allInnerTexts();
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((row) => /garden/i.test(row))).toBe(true);
  await search.fill('no machine is called this');
  await search.press('Enter');
  await listSettled(page);
  await expect(page.getByTestId('table-empty')).toHaveText('No machine matches these filters.');
});

test('the list sorts and pages on the server', async ({ page }) => {
  await login(page, 'sysadmin');
  await openMachineList(page);
  const range = page.getByTestId('table-range');
  await expect(range).toContainText(/^1–25 of \d+/);
  const ascending = await rowNames(page);
  // The server compares names as written ('Building#Place'); the page shows them with ' · '.
  const raw = (names: string[]) => names.map((name) => name.replace(' · ', '#'));
  expect(raw(ascending)).toEqual([...raw(ascending)].sort());
  await page.getByTestId('sort-name').click();
  await listSettled(page);
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Name');
  const descending = await rowNames(page);
  expect(raw(descending)).toEqual([...raw(descending)].sort().reverse());
  expect(descending[0]).not.toBe(ascending[0]);

  // A new sort column starts descending; a second click turns it.
  await page.getByTestId('sort-mode').click();
  await listSettled(page);
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Mode');
  const modesDown = (await rowAttributes(page, 'data-mm')).map(Number);
  expect(modesDown).toEqual([...modesDown].sort((a, b) => b - a));
  await page.getByTestId('sort-mode').click();
  await listSettled(page);
  const modes = (await rowAttributes(page, 'data-mm')).map(Number);
  expect(modes).toEqual([...modes].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Next' }).click();
  await listSettled(page);
  await expect(range).toContainText(/^26–/);
  const secondPage = (await rowAttributes(page, 'data-mm')).map(Number);
  expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
  expect(secondPage[0]).toBeGreaterThanOrEqual(modes.at(-1) ?? 0);
});

test('a machine page shows its facts, compartment grid and translated events, and links to its parcels', async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await openMachineList(page);
  await selectFilter(page, 'Building', 'Granville Heights');
  // A click anywhere on the row opens the machine (the name link does it from the keyboard).
  const row = machineRows(page).filter({ hasText: 'Granville Heights · Mailroom' });
  const uuid = (await row.getAttribute('data-row-key')) ?? '';
  await row.locator('[data-buid]').click();
  await expect(page).toHaveURL(new RegExp(`#/machines/lockers/${uuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Granville Heights · Mailroom');
  await expect(page.getByTestId('fact-mode')).toContainText('BlueBox parcel locker');
  await expect(page.getByTestId('fact-building')).toContainText('1280 Granville St, Vancouver');
  const cells = page.getByTestId('compartment-cell');
  expect(await cells.count()).toBeGreaterThan(10);
  // Every cell says its state in words, not only in colour.
  await expect(cells.first()).toContainText(/Free|Occupied|Out of service/);
  await expect(cells.first()).toContainText(/Door (closed|open|jammed)/);
  await expect(page.getByTestId('grid-summary')).toContainText('compartments:');
  const events = page.getByTestId('machine-event');
  expect(await events.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('machine-events')).toContainText('Machine installed');
  await expectAccessible(page);
  await quietScreenshot(page, 'machines-detail-granville');

  await page.getByTestId('machine-parcels').click();
  await expect(page).toHaveURL(/#\/parcels\//);
  await expect(page.getByTestId('parcel-list')).toHaveAttribute(
    'data-query',
    JSON.stringify({ muuid: uuid }),
  );
  await expect(page.getByLabel('Locker', { exact: true })).toHaveValue(uuid);
});

test('a system admin creates, edits, corrects a compartment, reissues and retires a machine', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'sysadmin');
  await openMachineList(page);
  const place = `E2E Dock ${Date.now()}`;

  await page.getByTestId('add-machine').click();
  const create = page.getByTestId('create-dialog');
  // Checked with the act's own schema before sending: each issue beside its field.
  await create.getByTestId('create-submit').click();
  await expect(page.getByTestId('issue-machine-model-issue')).toHaveText('Choose a model.');
  await expect(page.getByTestId('issue-machine-building-issue')).toHaveText('Choose a building.');
  await expect(create.getByLabel('Model')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '.modal');
  await create.getByLabel('Model').selectOption({ index: 1 });
  await create.getByLabel('Building', { exact: true }).selectOption({ label: 'Victoria Park Place' });
  await create.getByLabel('Place in the building').fill(place);
  await create.getByTestId('create-submit').click();

  // The secret, once: a warning, the 64 hex characters, and a copy that really reaches the clipboard.
  const secretDialog = page.getByTestId('secret-dialog');
  await expect(secretDialog).toContainText('shown only now');
  const secret = await page.getByTestId('device-secret').inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await secretDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('The secret is on the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'machines-secret-dialog');
  await secretDialog.getByTestId('secret-done').click();

  // Closing it opens the new machine, which shows the secret nowhere.
  const name = `Victoria Park Place · ${place}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(page.getByTestId('fact-credential')).toHaveText('Issued');
  // Never heard from: it could not have sent a heartbeat yet, so it says so rather than "Offline".
  await expect(page.getByTestId('machine-facts').getByTestId('connection-badge')).toHaveText(
    'Never connected',
  );
  await expect(page.getByTestId('machine-events')).toContainText('Machine installed');

  // Edit: rename and take it out of service.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByTestId('edit-dialog');
  await expect(edit.getByTestId('edit-submit')).toBeDisabled();
  await edit.getByLabel('Name').fill(`Victoria Park Place#${place} B`);
  await edit.getByLabel('In service').uncheck();
  await edit.getByTestId('edit-submit').click();
  await expect(page.getByText(`Machine ${name} B saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} B`);
  await expect(page.getByTestId('fact-run-state')).toHaveText('Out of service');
  await expect(page.getByTestId('machine-facts').getByTestId('connection-badge')).toHaveText(
    'Out of service',
  );

  // A compartment out of service, with its size corrected.
  const cell = page.getByTestId('compartment-cell').first();
  const label = (await cell.getAttribute('data-label')) ?? '';
  await cell.click();
  const compartment = page.getByTestId('compartment-dialog');
  await compartment.getByLabel('Out of service').check();
  await compartment.getByLabel('Size').fill('XL');
  await expectAccessible(page, '.modal');
  await compartment.getByTestId('compartment-submit').click();
  await expect(page.getByText(`Compartment ${label} saved.`)).toBeVisible();
  const changed = page.locator(`[data-testid="compartment-cell"][data-label="${label}"]`);
  await expect(changed).toHaveAttribute('data-state', 'disabled');
  await expect(changed).toContainText('Out of service');
  await expect(changed).toContainText('Size XL');

  // Reissue: confirm, then a new secret, once.
  await page.getByRole('button', { name: 'Reissue credential' }).click();
  await confirmAndExpect(page, `A new credential was issued for ${name} B.`);
  const reissued = await page.getByTestId('device-secret').inputValue();
  expect(reissued).toMatch(/^[0-9a-f]{64}$/);
  expect(reissued).not.toBe(secret);
  await page.getByTestId('secret-done').click();
  await expect(page.getByTestId('machine-events')).toContainText('Credential issued');

  // Retire: confirm; the writes go, the machine is listed only among the retired.
  await page.getByRole('button', { name: 'Retire', exact: true }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('cannot be retired');
  await confirmAndExpect(page, `Machine ${name} B retired.`);
  await expect(page.getByTestId('machine-facts').getByTestId('connection-badge')).toHaveText('Retired');
  await expect(page.getByTestId('machine-actions')).toHaveCount(0);
  await expect(page.getByTestId('fact-credential')).toHaveText('None');
  await openMachineList(page);
  await selectFilter(page, 'Building', 'Victoria Park Place');
  expect(await rowNames(page)).not.toContain(`${name} B`);
  await machineFilters(page).getByLabel('Retired machines').check();
  await listSettled(page);
  expect(await rowNames(page)).toContain(`${name} B`);
});

test('retiring a machine that holds waiting parcels shows the server’s refusal', async ({ page }) => {
  await login(page, 'sysadmin');
  await openMachineList(page);
  await selectFilter(page, 'Building', 'Hess Village Commons');
  const uuid = await uuidOf(page, 'Hess Village Commons · Lobby');
  await openMachine(page, uuid);
  await page.getByRole('button', { name: 'Retire', exact: true }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('confirm-error')).toContainText('holds waiting parcels');
  await expect(page.getByText(/Retire failed: .*holds waiting parcels/)).toBeVisible();
  await expectAccessible(page, '.modal');
  await page
    .getByTestId('confirm-dialog')
    .locator('.modal-footer')
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByTestId('machine-facts').getByTestId('connection-badge')).not.toHaveText('Retired');
});

test('a partner admin sees only YK-Gold machines, no writes, and a refusal outside the scope', async ({
  page,
  browser,
}) => {
  // An uuid outside YK-Gold's buildings, read as the system admin in a separate session.
  const admin = await browser.newPage();
  await login(admin, 'sysadmin');
  await openMachineList(admin);
  await selectFilter(admin, 'Building', 'Thames Crossing');
  const outside = await uuidOf(admin, 'Thames Crossing · Lobby');
  await admin.close();

  await login(page, 'partneradmin');
  await openMachineList(page);
  await expect(page.getByTestId('add-machine')).toHaveCount(0);
  const buildings = new Set(await rowBuildings(page));
  expect([...buildings].every((building) => YK_GOLD_BUILDINGS.includes(building))).toBe(true);
  expect(buildings.size).toBe(YK_GOLD_BUILDINGS.length);
  const options = await machineFilters(page)
    .getByLabel('Building', { exact: true })
    .locator('option')
    .allInnerTexts();
  expect(options).toEqual(['All buildings', ...YK_GOLD_BUILDINGS]);
  await quietScreenshot(page, 'machines-partner');

  await machineRows(page).getByTestId('machine-link').first().click();
  await expect(page.getByTestId('machine-page')).toBeVisible();
  await expect(page.getByTestId('machine-actions')).toHaveCount(0);
  // Read-only cells are not buttons.
  await expect(page.getByTestId('compartment-grid').getByRole('button')).toHaveCount(0);

  await page.goto(`/#/machines/lockers/${outside}`);
  await expect(page.getByTestId('access-refused')).toContainText('outside your scope');
  await expect(page.getByTestId('machine-page')).toHaveCount(0);
});

test('a building manager is refused the machine pages', async ({ page }) => {
  await login(page, 'bdadmin');
  await page.goto('/#/machines/lockers');
  await expect(page.getByTestId('access-refused')).toBeVisible();
  await expect(page.getByTestId('machine-table')).toHaveCount(0);
  await page.goto('/#/machines/lockers/any-machine');
  await expect(page.getByTestId('access-refused')).toBeVisible();
  await expect(page.getByTestId('machine-page')).toHaveCount(0);
});

for (const skin of ['light', 'dark'] as const) {
  test(`the machine pages in the ${skin} skin have no serious accessibility violation`, async ({ page }) => {
    // Three axe scans and two screenshots: more than the default budget on a busy two-core machine.
    test.slow();
    await login(page, 'sysadmin');
    if (skin === 'dark') await darkSkin(page);
    await openMachineList(page);
    await expectAccessible(page);
    await quietScreenshot(page, `machines-list-${skin}`);
    await selectFilter(page, 'Building', 'Château Grande Allée');
    // The MiniBox out of service there: grey, patterned cells beside the Lobby's coloured ones.
    // From the keyboard: the name link opens the machine.
    await machineRows(page).filter({ hasText: 'Vestibule' }).getByTestId('machine-link').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('machine-page')).toBeVisible();
    await expectAccessible(page);
    await quietScreenshot(page, `machines-detail-${skin}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByTestId('edit-dialog')).toBeVisible();
    await expectAccessible(page, '.modal');
  });
}
