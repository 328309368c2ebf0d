// Redirect Setting in the browser: a system admin sees the seeded links (an expired one marked), creates one (the
// form refuses a javascript: address as the server does) advertising an ad agent and one of its groups, follows its
// short link to the target (302, counted), edits and deletes it; axe at 1440 px, cards at 390 px; the advertising admin is refused the page.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

test('a system admin creates, follows, edits and deletes a short link', async ({ page, request }) => {
  test.setTimeout(60_000);
  await login(page, 'sysadmin');
  await page.goto('/#/redirect-setting');
  await expect(page.getByRole('heading', { name: 'Redirect Setting', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'redirect');
  await list.settled();
  await expect(list.rows().filter({ hasText: 'Atlantic Seafood' }).getByTestId('expired')).toHaveText(
    'Expired',
  );
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'redirects-1440');

  await page.getByTestId('create-redirect').click();
  const dialog = page.getByRole('dialog', { name: 'New short link' });
  const note = `Harbour Fitness free week ${Date.now() % 100000}`;
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByLabel('Leads to').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByTestId('issue-redirect-target-issue')).toHaveText(
    'Enter a full web address starting with https:// or http://.',
  );
  await dialog.getByLabel('Leads to').fill('https://harbourfitness.example/free-week');
  // The group list is the chosen agent's groups; before an agent it offers nothing.
  await expect(dialog.getByLabel('Ad group').locator('option')).toHaveCount(1);
  await dialog.getByLabel('Ad agent').selectOption({ label: 'Harbour Fitness' });
  await expect(dialog.getByLabel('Ad group').locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('Ad group').selectOption({ index: 1 });
  const group = await dialog.getByLabel('Ad group').locator('option:checked').innerText();
  await expectAccessible(page, '.modal');
  await quietScreenshot(page, 'redirect-dialog-1440');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog).toBeHidden();

  await list.searchFilter('Search', note);
  const row = list.rows().first();
  await expect(row.getByTestId('redirect-agent')).toContainText('Harbour Fitness');
  await expect(row.getByTestId('redirect-agent')).toContainText(group);
  const link = await row.getByTestId('short-link').innerText();
  expect(link).toMatch(/\/r\/[A-Za-z0-9]{7}$/);
  const followed = await request.get(link, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe('https://harbourfitness.example/free-week');
  await page.reload();
  await list.settled();
  await expect(list.cells('clicks').first()).toHaveText('1');

  let menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Edit').click();
  const edit = page.getByRole('dialog', { name: `Edit ${note}` });
  await edit.getByLabel('Last day').fill('2020-01-31');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(list.rows().first().getByTestId('expired')).toBeVisible();
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(410);

  menu = await list.openRowMenu(list.rows().first());
  await menu.getByText('Delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(list.table.getByTestId('table-empty')).toBeVisible();
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(404);
});

test('Redirect Setting on a phone, and refused to the advertising admin', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'sysadmin');
  await page.goto('/#/redirect-setting');
  const list = new ListPageObject(page, 'redirect');
  await list.settled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'redirects-390');
  await phone.close();

  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'adadmin');
  await other.goto('/#/redirect-setting');
  await expect(other.getByTestId('access-refused')).toBeVisible();
  await expect(other.getByTestId('redirect-table')).toHaveCount(0);
  await context.close();
});
