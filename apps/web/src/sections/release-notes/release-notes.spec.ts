// Product Update in the browser: the seeded notes and the New badge on a fresh start; the editor (drafts first) where
// a system admin writes a note in two languages (a half-written translation refused on its field), publishes it so
// readers see it first (in French for a French reader), takes it back to draft and deletes it; other levels see no
// way in and are refused; the phone view; axe scans and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

async function openEditor(page: Page): Promise<ListPageObject> {
  await page.goto('/#/release-notes/edit');
  await expect(page.getByRole('heading', { name: 'Write release notes', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'release-note');
  await list.settled();
  return list;
}

test('a system admin writes, publishes, takes back and deletes a note', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/release-notes');
  await expect(page.getByTestId('release-note').first()).toContainText('Support tickets from the locker');
  await expect(page.getByTestId('badge-release-notes')).toHaveText('New');
  await page.getByTestId('to-note-editor').click();
  const list = await openEditor(page);
  expect((await list.texts('state'))[0]).toBe('Draft');
  expect(await list.texts('title')).toContain('Carrier access keys');

  await page.getByTestId('add-note').click();
  const dialog = page.getByTestId('note-form');
  await dialog.locator('#note-title').fill('Dark mode');
  await dialog.locator('#note-body').fill('The portal follows your system theme.');
  await dialog.getByLabel('New feature').check();
  await dialog.locator('#note-fr-title').fill('Mode sombre');
  await dialog.getByTestId('note-save').click();
  await expect(dialog.getByTestId('issue-note-fr-body-issue')).toHaveText(
    'Write both the title and the text in this language, or neither.',
  );
  await dialog.locator('#note-fr-body').fill('Le portail suit le thème de votre système.');
  await expectAccessible(page, '[data-testid="note-form"]');
  await quietScreenshot(page, 'release-notes-dialog-1440');
  await dialog.getByTestId('note-save').click();
  await expect(dialog).toHaveCount(0);
  await list.settled();
  const row = list.rows().filter({ hasText: 'Dark mode' });
  await expect(row.locator('[data-column="state"]')).toHaveText('Draft');
  await expect(row.locator('[data-column="languages"]')).toHaveText('English, French');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'release-notes-editor-1440');

  let menu = await list.openRowMenu(row);
  await menu.getByRole('button', { name: 'Publish' }).click();
  await expect(row.locator('[data-column="state"]')).toHaveText('Published');
  await page.getByRole('link', { name: 'Back to Product Update' }).click();
  await expect(page.getByTestId('release-note').first()).toContainText('Dark mode');
  await expect(page.getByTestId('release-note').first()).toContainText('New feature');
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByTestId('release-note').first()).toContainText('Mode sombre');
  await expect(page.getByTestId('release-note').first()).toContainText('Nouvelle fonction');
  await page.getByTestId('language-toggle').click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('release-note').first()).toContainText('Dark mode');

  const list2 = await openEditor(page);
  const published = list2.rows().filter({ hasText: 'Dark mode' });
  menu = await list2.openRowMenu(published);
  await menu.getByRole('button', { name: 'Back to draft' }).click();
  await expect(published.locator('[data-column="state"]')).toHaveText('Draft');
  menu = await list2.openRowMenu(published);
  await menu.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('delete-note-confirm').click();
  await expect(list2.rows().filter({ hasText: 'Dark mode' })).toHaveCount(0);
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test('a business partner’s admin reads the notes but cannot write them', async ({ page }) => {
  await login(page, 'partneradmin');
  await page.goto('/#/release-notes');
  await expect(page.getByTestId('release-note').first()).toBeVisible();
  await expect(page.getByTestId('to-note-editor')).toHaveCount(0);
  await page.goto('/#/release-notes/edit');
  await expect(page.getByTestId('access-refused')).toBeVisible();
  await expect(page.getByTestId('add-note')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the notes and the editor fit the screen', async ({ page }) => {
    await login(page, 'sysadmin');
    await page.goto('/#/release-notes');
    await expect(page.getByTestId('release-note').first()).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'release-notes-390');
    await openEditor(page);
    await expect(page.locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'release-notes-editor-390');
    await page.getByTestId('add-note').click();
    await expect(page.getByTestId('note-form')).toBeVisible();
    await quietScreenshot(page, 'release-notes-dialog-390');
  });
});
