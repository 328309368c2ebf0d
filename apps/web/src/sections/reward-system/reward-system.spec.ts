// The Reward System in the browser: members by balance, the rules page (a rule's points changed and saved), a
// member's ledger (redeem, adjust with a reason refused without one, award by a rule), each write a new line on top
// with the balance after it; the phone view; axe scans and screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

async function openList(page: Page): Promise<ListPageObject> {
  await page.goto('/#/reward-system');
  await expect(page.getByRole('heading', { name: 'Reward System', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'reward');
  await list.settled();
  return list;
}

const number = (text: string) => Number(text.replace(/\D/g, ''));

test('members are listed by balance, and a rule is changed on the rules page', async ({ page }) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  const balances = (await list.texts('balance')).map(number);
  expect(balances.length).toBeGreaterThan(5);
  expect(balances).toEqual([...balances].sort((a, b) => b - a));
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'rewards-list-1440');

  await page.getByTestId('reward-rules-link').click();
  await expect(page.getByRole('heading', { name: 'Reward rules', level: 1 })).toBeVisible();
  const referral = page.getByTestId('rule-referral');
  await referral.getByLabel('Points').fill('120');
  await referral.getByTestId('rule-referral-save').click();
  await expect(page.getByText('Rule Referral saved.')).toBeVisible();
  await expect(page.getByTestId('rule-referral').getByLabel('Points')).toHaveValue('120');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'rewards-rules-1440');
});

test("a member's ledger takes a redemption, an adjustment with its reason and an award by rule", async ({
  page,
}) => {
  await login(page, 'sysadmin');
  const list = await openList(page);
  await list.rows().first().getByTestId('reward-member-link').click();
  await expect(page.getByTestId('reward-member-page')).toBeVisible();
  const balance = number(await page.getByTestId('reward-balance').innerText());
  expect(balance).toBeGreaterThan(0);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'rewards-member-1440');

  await page.getByTestId('ledger-redeem').click();
  let dialog = page.getByTestId('ledger-dialog');
  await dialog.getByLabel('Points').fill('5');
  await dialog.getByLabel('Reason').fill('Free coffee at the lobby café');
  await dialog.getByTestId('ledger-submit').click();
  await expect(dialog).toHaveCount(0);
  const top = page.getByTestId('ledger-entry').first();
  await expect(top).toHaveAttribute('data-kind', 'redeem');
  await expect(top).toContainText('Free coffee at the lobby café');
  await expect(page.getByTestId('reward-balance')).toHaveText(`${(balance - 5).toLocaleString('en')} points`);

  await page.getByTestId('ledger-adjust').click();
  dialog = page.getByTestId('ledger-dialog');
  await dialog.getByLabel('Points').fill('3');
  await dialog.getByTestId('ledger-submit').click();
  await expect(dialog.getByTestId('issue-ledger-reason-issue')).toHaveText(
    'Say why, in up to 200 characters.',
  );
  await dialog.getByLabel('Reason').fill('Goodwill for a delayed delivery');
  await expectAccessible(page, '[data-testid="ledger-dialog"]');
  await dialog.getByTestId('ledger-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ledger-entry').first()).toHaveAttribute('data-kind', 'adjust');

  await page.getByTestId('ledger-earn').click();
  dialog = page.getByTestId('ledger-dialog');
  await dialog.getByLabel('Rule').selectOption({ label: 'On-time pickup' });
  await dialog.getByLabel('Reason').fill('Parcel collected on time');
  await dialog.getByTestId('ledger-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ledger-entry').first()).toContainText('Earned: On-time pickup');
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/#|\||undefined|null|NaN/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the members become cards and a ledger stacks', async ({ page }) => {
    await login(page, 'sysadmin');
    const list = await openList(page);
    await expect(page.locator('table')).toHaveCount(0);
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'rewards-list-390');
    await list.rows().first().getByTestId('reward-member-link').click();
    await expect(page.getByTestId('reward-member-page')).toBeVisible();
    await expectAccessible(page, 'main');
    await quietScreenshot(page, 'rewards-member-390');
  });
});
