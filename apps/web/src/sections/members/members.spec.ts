// Members in the browser: the list (phones as people write them, search by a phone typed any way, the building
// filter), adding a member (the form refuses what the act's schema refuses, beside each field), the member page with
// parcels and history, edit, suspend, reactivate, move out, merging a duplicate; the phone view as cards; axe scans.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

const members = (page: Page) => new ListPageObject(page, 'member');

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  const list = members(page);
  await list.settled();
  return list;
}

/** A number no demo resident has (the seed's 555 numbers end in 0100 or above). */
const unusedPhone = () => `416-555-00${String(Date.now() % 100).padStart(2, '0')}`;

async function addMember(
  page: Page,
  fields: { name: string; unit: string; phone: string; building: string },
) {
  await page.getByTestId('add-member').click();
  const dialog = page.getByTestId('member-dialog');
  await dialog.getByLabel('Building').selectOption({ label: fields.building });
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByLabel('Unit').fill(fields.unit);
  await dialog.getByLabel('Phone 1').fill(fields.phone);
  await dialog.getByTestId('member-submit').click();
  await expect(page.getByTestId('member-page')).toBeVisible();
}

test('the list shows members readably and finds one by a phone typed any way', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  expect(await list.total()).toBeGreaterThan(500);
  const phones = await list.texts('phones');
  // Spec §9: 3-3-4 groups, never the stored E.164.
  expect(phones.some((text) => /^\d{3}-\d{3}-\d{4}/.test(text))).toBe(true);
  expect(phones.every((text) => !text.includes('+1'))).toBe(true);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'members-list-1440');

  const phone =
    /\d{3}-\d{3}-\d{4}/.exec(phones.find((text) => /\d{3}-\d{3}-\d{4}/.test(text)) ?? '')?.[0] ?? '';
  const [area, exchange, line] = phone.split('-');
  await list.searchFilter('Search', `(${area}) ${exchange} ${line}`);
  expect((await list.texts('phones')).every((text) => text.includes(phone))).toBe(true);
  await list.resetFilters();

  await list.selectFilter('Building', 'Maple Court');
  expect(new Set(await list.texts('building'))).toEqual(new Set(['Maple Court']));
});

test('the navbar search finds a member by name and opens their page', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  const name = (await list.texts('name'))[0] ?? '';
  await page.getByTestId('search-open').click();
  await page.getByTestId('search-input').fill(name);
  const option = page.getByTestId('search-members').getByRole('option', { name: new RegExp(`^${name} · `) });
  await expect(option.first()).toBeVisible();
  await option.first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('member-page')).toBeVisible();
});

test('a system admin adds a member, edits, suspends, reactivates and moves them out', async ({ page }) => {
  test.slow();
  await login(page, 'sysadmin');
  await openList(page);
  await page.getByTestId('add-member').click();
  const dialog = page.getByTestId('member-dialog');
  await dialog.getByTestId('member-submit').click();
  await expect(dialog.getByTestId('issue-member-name-issue')).toHaveText('Enter a name.');
  await expect(dialog.getByTestId('issue-member-buid-issue')).toHaveText('Choose a building.');
  await dialog.getByLabel('Building').selectOption({ label: 'Maple Court' });
  await dialog.getByLabel('Name').fill('Dana Ortiz');
  await dialog.getByLabel('Unit').fill('1204');
  await dialog.getByLabel('Phone 1').fill('12345');
  await dialog.getByLabel('Email').fill('dana@');
  await dialog.getByTestId('member-submit').click();
  await expect(dialog.getByTestId('issue-member-phone-0-issue')).toHaveText('Enter a valid phone number.');
  await expect(dialog.getByText('Enter a valid phone number.')).toHaveCount(1);
  await expect(dialog.getByTestId('issue-member-email-issue')).toHaveText('Enter a valid email address.');
  await expectAccessible(page, '[data-testid="member-dialog"]');
  await quietScreenshot(page, 'members-dialog-1440');

  const phone = unusedPhone();
  await dialog.getByLabel('Phone 1').fill(`(${phone.slice(0, 3)}) ${phone.slice(4)}`);
  await dialog.getByLabel('Email').fill('Dana.Ortiz@Example.com');
  await dialog.getByLabel('Preferred language').selectOption({ label: 'French' });
  await dialog.getByTestId('member-submit').click();

  const memberPage = page.getByTestId('member-page');
  await expect(memberPage).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dana Ortiz', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fact-phones')).toHaveText(phone);
  await expect(page.getByTestId('fact-email')).toHaveText('dana.ortiz@example.com');
  await expect(page.getByTestId('member-history').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('member-history')).toContainText('Added');
  await expect(page.getByTestId('member-history')).toContainText(/\d\d:\d\d:\d\d E[SD]T/);

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByTestId('member-dialog');
  await expect(edit.getByTestId('member-submit')).toBeDisabled();
  await edit.getByLabel('Unit').fill('808');
  await edit.getByTestId('member-submit').click();
  await expect(page.getByTestId('fact-unit')).toHaveText('808');
  await expect(page.getByTestId('member-history')).toContainText('Changed: unit');

  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByTestId('status-confirm').click();
  await expect(page.getByTestId('fact-status')).toContainText('Suspended');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByTestId('fact-status')).toContainText('Active');

  await page.getByRole('button', { name: 'Move out' }).click();
  await page.getByLabel('Reason (optional)').fill('Lease ended');
  await page.getByTestId('status-confirm').click();
  await expect(page.getByTestId('fact-status')).toContainText('Moved out');
  await expect(page.getByRole('button', { name: 'Move out' })).toHaveCount(0);
  await expect(page.getByTestId('member-history').locator('li')).toHaveCount(5);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'members-member-1440');
});

test('a member page lists their parcels, and merging a duplicate moves its phone and history', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.selectFilter('Building', 'Harbourfront Tower');
  await list.rows().first().getByTestId('member-link').click();
  await expect(page.getByTestId('member-parcel').first()).toBeVisible();
  await expect(page.getByTestId('member-parcels-card')).not.toContainText('#');
  // Times are the building's (Toronto), and say so.
  await expect(page.getByTestId('member-facts')).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d E[SD]T/);
  // A parcel opens in the parcel list, and its detail links back to its member.
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByTestId('member-parcel').first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/parcels\//);
  await page.getByTestId('open-detail').first().click();
  const owner = page.getByTestId('parcel-member');
  await expect(owner).toContainText(name);
  await owner.getByRole('link').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await openList(page);
  const suffix = String(Date.now() % 100000);
  const first = unusedPhone();
  await addMember(page, {
    name: `Merge Test ${suffix}`,
    unit: '301',
    phone: first,
    building: 'Rideau Terrace',
  });
  await openList(page);
  const second = `613-555-00${first.slice(-2)}`;
  await addMember(page, {
    name: `Merge Test ${suffix}`,
    unit: '301',
    phone: second,
    building: 'Rideau Terrace',
  });
  await page.getByRole('button', { name: 'Merge a duplicate' }).click();
  const dialog = page.getByTestId('merge-dialog');
  await expect(dialog.getByTestId('merge-candidate')).toHaveCount(1);
  await dialog.getByTestId('merge-candidate').click();
  await expectAccessible(page, '[data-testid="merge-dialog"]');
  await dialog.getByTestId('merge-confirm').click();
  await expect(page.getByTestId('fact-phones')).toContainText(first);
  await expect(page.getByTestId('fact-phones')).toContainText(second);
  const history = page.getByTestId('member-history');
  await expect(history.locator('li').first()).toContainText('Merged with a duplicate');
  await expect(history.locator('li').first()).toContainText(
    `Merge Test ${suffix} (unit 301) merged into this member`,
  );
  await expect(history.locator('li')).toHaveCount(3);
});

test('a member is put on hold for their vacation, and the hold is ended', async ({ page }) => {
  await login(page, 'sysadmin');
  await openList(page);
  const suffix = String(Date.now() % 100000);
  await addMember(page, {
    name: `Away ${suffix}`,
    unit: '905',
    phone: '250-555-0081',
    building: 'Harbourfront Tower',
  });
  await page.getByRole('button', { name: 'Put on hold' }).click();
  const dialog = page.getByTestId('hold-dialog');
  await dialog.getByTestId('hold-submit').click();
  await expect(dialog.getByTestId('issue-hold-until-issue')).toHaveText(
    'Choose a last day on or after the first, within a year.',
  );
  const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Last day away').fill(until);
  await expectAccessible(page, '[data-testid="hold-dialog"]');
  await dialog.getByTestId('hold-submit').click();
  await expect(page.getByTestId('fact-hold')).toContainText(`to ${until}`);
  await expect(page.getByTestId('member-history').locator('li').first()).toContainText('Put on hold');
  await page.getByRole('button', { name: 'End the hold' }).click();
  await expect(page.getByTestId('fact-hold')).toHaveCount(0);
  await expect(page.getByTestId('member-history').locator('li').first()).toContainText('Hold ended');
});

test('a CSV of residents is previewed row by row, and imported once its errors are fixed', async ({
  page,
}) => {
  test.slow();
  await login(page, 'sysadmin');
  const list = await openList(page);
  const suffix = String(Date.now() % 100000);
  const file = (rows: string[]) => ({
    name: 'residents.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name;unit;phone;email', ...rows].join('\n')),
  });
  const good = [
    `Imported One ${suffix};101;(902) 555-0071;`,
    `"Imported; Two ${suffix}";102;;two${suffix}@example.com`,
  ];
  await page.getByTestId('import-members').click();
  const dialog = page.locator('.modal-content');
  await dialog.getByLabel('Building').selectOption({ label: 'Thames Crossing' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(file([...good, 'Broken Phone;103;12345;', `Again;104;902 555 0071;`]));
  await dialog.getByTestId('import-preview-button').click();
  const counts = dialog.getByTestId('import-counts');
  await expect(counts.locator('[data-verdict="new"]')).toHaveText('New: 2');
  await expect(counts.locator('[data-verdict="error"]')).toHaveText('Error: 1');
  await expect(counts.locator('[data-verdict="duplicate"]')).toHaveText('Duplicate: 1');
  // The errors are shown first, with their reason, and block the import.
  await expect(dialog.getByTestId('import-row')).toHaveCount(1);
  await expect(dialog.getByTestId('import-row')).toContainText('phone: not a valid phone number');
  await expect(dialog.getByTestId('import-apply')).toBeDisabled();
  await expectAccessible(page, '.modal-content');
  await quietScreenshot(page, 'members-import-1440');

  await dialog.getByLabel('CSV file').setInputFiles(file(good));
  await dialog.getByTestId('import-preview-button').click();
  await expect(counts.locator('[data-verdict="error"]')).toHaveText('Error: 0');
  await expect(dialog.getByTestId('import-row')).toHaveCount(2);
  await expect(dialog.getByTestId('import-row').first()).toContainText('902-555-0071');
  await dialog.getByTestId('import-apply').click();
  await expect(page.locator('.modal-content')).toHaveCount(0);
  await list.searchFilter('Search', `imported; two ${suffix}`);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.cells('building')).toHaveText(['Thames Crossing']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list becomes cards with the filters in a drawer, and a member page stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expect(list.rows().first()).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'members-list-390');
    await list.openFilters();
    await list.searchFilter('Search', 'tremblay');
    await page.keyboard.press('Escape');
    await list.rows().first().getByTestId('member-link').click();
    await expect(page.getByTestId('member-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'members-member-390');
  });
});
