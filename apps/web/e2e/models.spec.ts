// Models (`#/machines/models`): the seeded models and the retired toggle, a system admin's whole round (create
// with a layout: client and server refusals beside their fields; edit; retire), the menu guard for a business
// partner and a building manager, and axe scans of the list and the dialog in the light and dark skins.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { quietScreenshot } from './dashboards-support';
import {
  darkSkin,
  modelAction,
  modelRow,
  modelRows,
  openModels,
  uniqueModelName,
} from './models-compartments-support';
import { login, menuIds } from './support';

/** Counts the act calls the page makes while `action` runs: a refusal on the client sends none. */
async function apiCalls(page: Page, action: () => Promise<void>): Promise<number> {
  let calls = 0;
  const count = (request: { url(): string; method(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api') calls += 1;
  };
  page.on('request', count);
  await action();
  page.off('request', count);
  return calls;
}

test('the list shows the seeded models, and the retired ones on request', async ({ page }) => {
  await login(page, 'sysadmin');
  await openModels(page);
  const p24 = modelRow(page, 'BlueBox P24');
  await expect(p24).toContainText('BlueBox parcel locker');
  await expect(p24).toContainText('BlueBox');
  // 24 doors: sizes counted smallest first, 3 of them cold.
  await expect(p24.getByTestId('layout-sizes')).toContainText('S × 6');
  await expect(p24.getByTestId('layout-categories')).toContainText('Cold × 3');
  await expect(modelRow(page, 'Metro M20')).toContainText('Metro locker');
  await expect(modelRow(page, 'Bike Rack B10').getByTestId('layout-categories')).toHaveText(/Bike × 10/);
  // The retired model of the seed shows only with the toggle, and then with its badge and no actions.
  await expect(modelRow(page, 'BlueBox P20 (2019)')).toHaveCount(0);
  await page.getByLabel('Include retired models').check();
  const retired = modelRow(page, 'BlueBox P20 (2019)');
  await expect(retired.getByTestId('retired-badge')).toHaveText('Retired');
  await expect(retired.getByTestId('row-actions')).toHaveCount(0);
  await expect(p24.getByTestId('row-actions')).toBeVisible();
});

for (const skin of ['light', 'dark'] as const) {
  test(`the list and the dialog pass the axe scan in the ${skin} skin`, async ({ page }) => {
    // Two axe scans, one of a dialog of 16 rows of inputs: more than the default budget on two busy cores.
    test.setTimeout(60_000);
    await login(page, 'sysadmin');
    if (skin === 'dark') await darkSkin(page);
    await openModels(page);
    await page.getByLabel('Include retired models').check();
    await expect(modelRows(page).getByTestId('retired-badge').first()).toBeVisible();
    await expectAccessible(page);
    await quietScreenshot(page, `models-list-${skin}`);
    await modelAction(page, 'Metro Security MS16', 'Edit');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('layout-row')).toHaveCount(16);
    await expect(dialog.getByTestId('keep-compartments')).toBeVisible();
    await expectAccessible(page, '.modal');
    await quietScreenshot(page, `models-dialog-${skin}`);
    // Nothing changed: closing sends nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a system admin creates a model, edits it and retires it', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'sysadmin');
  await openModels(page);
  const name = uniqueModelName('E2E Metro');
  await page.getByTestId('create-model').click();
  const dialog = page.getByRole('dialog', { name: 'New machine model' });
  const form = dialog.getByTestId('model-form');

  // Nothing filled in: the act's schema names each field, and nothing is sent.
  const emptyCalls = await apiCalls(page, async () => {
    await dialog.getByRole('button', { name: 'Create model' }).click();
    await expect(form.getByTestId('issue-model-name-issue')).toBeVisible();
  });
  expect(emptyCalls).toBe(0);
  await expect(form.getByTestId('issue-model-mode-issue')).toHaveText('Choose a machine mode.');
  await expect(form.getByTestId('issue-model-layout-issue')).toHaveText(
    'A layout has 1 to 200 compartments.',
  );
  await quietScreenshot(page, 'models-dialog-empty');

  // A layout: four small doors at once, then one more row.
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Machine mode').selectOption({ label: 'Metro locker' });
  await expect(form.getByText('Family: BlueBox.')).toBeVisible();
  await form.getByLabel('How many').fill('4');
  await form.getByLabel('Size', { exact: true }).fill('S');
  await form.getByTestId('quick-add-button').click();
  await expect(form.getByTestId('layout-row')).toHaveCount(4);
  await expect(form.getByLabel('Label of compartment 4')).toHaveValue('A04');
  await form.getByRole('button', { name: 'Add a compartment' }).click();
  await expect(form.getByLabel('Label of compartment 5')).toHaveValue('A05');
  await form.getByLabel('Size of compartment 5').fill('XL');
  await form.getByLabel('Category of compartment 5').selectOption({ label: 'Cold' });

  // A duplicate label is refused on the client, on both rows.
  await form.getByLabel('Label of compartment 5').fill('A01');
  const duplicateCalls = await apiCalls(page, async () => {
    await dialog.getByRole('button', { name: 'Create model' }).click();
    await expect(form.getByTestId('issue-layout-4-label-issue')).toHaveText(
      'Another compartment has this label.',
    );
  });
  expect(duplicateCalls).toBe(0);
  await expect(form.getByTestId('issue-layout-0-label-issue')).toBeVisible();
  await expect(form.getByLabel('Label of compartment 5')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('issue-model-layout-issue')).toHaveText(
    'Each compartment needs a label of its own.',
  );
  await quietScreenshot(page, 'models-dialog-duplicate');
  await form.getByLabel('Label of compartment 5').fill('B01');

  // A name another model has is refused by the server, beside the name.
  await form.getByLabel('Name', { exact: true }).fill('BlueBox P24');
  await dialog.getByRole('button', { name: 'Create model' }).click();
  await expect(form.getByTestId('issue-model-name-issue')).toContainText('already named BlueBox P24');
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create model' }).click();
  await expect(page.getByText(`Model ${name} created.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = modelRow(page, name);
  await expect(row).toContainText('Metro locker');
  await expect(row.locator('[data-column="compartments"]')).toHaveText('5');
  await expect(row.getByTestId('layout-sizes')).toHaveText(/S × 4.*XL × 1/);
  await expect(row.getByTestId('layout-categories')).toHaveText(/Parcel × 4.*Cold × 1/);

  // Edit: the installed machines keep their compartments; a new name and one door fewer.
  await modelAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByTestId('keep-compartments')).toContainText('keep their compartments');
  await expect(edit.getByLabel('Machine mode')).toBeDisabled();
  const renamed = `${name} v2`;
  await edit.getByLabel('Name', { exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Remove compartment B01' }).click();
  await expect(edit.getByTestId('layout-row')).toHaveCount(4);
  await edit.getByRole('button', { name: 'Save model' }).click();
  await expect(page.getByText(`Model ${renamed} saved.`)).toBeVisible();
  const renamedRow = modelRow(page, renamed);
  await expect(renamedRow.locator('[data-column="compartments"]')).toHaveText('4');
  await expect(renamedRow.getByTestId('layout-categories')).toHaveText('Categories:Parcel × 4');
  await expect(modelRow(page, name)).toHaveCount(0);

  // Retire: asks first, then the model leaves the list unless retired ones are included.
  await modelAction(page, renamed, 'Retire');
  const confirm = page.getByRole('dialog', { name: `Retire ${renamed}?` });
  await expect(confirm).toContainText('No new machine can be created');
  await confirm.getByTestId('confirm-retire').click();
  await expect(page.getByText(`Model ${renamed} retired.`)).toBeVisible();
  await expect(modelRow(page, renamed)).toHaveCount(0);
  await page.getByLabel('Include retired models').check();
  await expect(modelRow(page, renamed).getByTestId('retired-badge')).toBeVisible();
  await expect(modelRow(page, renamed).getByTestId('row-actions')).toHaveCount(0);
});

test('the layout editor works from the keyboard', async ({ page }) => {
  await login(page, 'sysadmin');
  await openModels(page);
  await page.getByTestId('create-model').click();
  const form = page.getByRole('dialog').getByTestId('model-form');
  // Enter in the quick-add helper adds the doors instead of submitting the model.
  await form.getByLabel('How many').fill('3');
  await form.getByLabel('How many').press('Enter');
  await expect(form.getByTestId('layout-row')).toHaveCount(3);
  await expect(form.getByTestId('issue-model-name-issue')).toHaveCount(0);
  // Tab walks a row's label, size, category and remove button in order.
  await form.getByLabel('Label of compartment 2').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Size of compartment 2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Category of compartment 2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Remove compartment A02' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('layout-row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a business partner is refused the page: the menu shows Models to the operator only', async ({
  page,
}) => {
  await login(page, 'partneradmin');
  const ids = await menuIds(page);
  expect(ids).toContain('machines-lockers');
  expect(ids).not.toContain('machines-models');
  await page.goto('/#/machines/models');
  await expect(page.getByTestId('access-refused')).toBeVisible();
  await expect(page.getByTestId('model-table')).toHaveCount(0);
  await expect(page.getByTestId('create-model')).toHaveCount(0);
});

test('a building manager is refused the page', async ({ page }) => {
  await login(page, 'bdadmin');
  expect(await menuIds(page)).not.toContain('machines-models');
  await page.goto('/#/machines/models');
  await expect(page.getByTestId('access-refused')).toBeVisible();
  await expect(page.getByTestId('model-table')).toHaveCount(0);
});
