// Community Msgs and Community System Msgs in a browser: a moderator takes a post from the pending queue to the board,
// pins it and unpins it, the bell's pending count following; a stored-script test, where posts, comments, titles and
// tags carrying <script>, <img onerror>, javascript: links and escape tokens render as text and nothing runs; the
// announcements page; at 1440 px and on a 390 px phone, with the axe scan.
import {
  communityPostsAct,
  memberCommunityTokenAct,
  memberListAct,
  moderatePostAct,
} from '@bluemanager/protocol';
import { expect, test, type Page } from '@playwright/test';
import { actChannel } from '../../../e2e/act-channel-support';
import { expectAccessible } from '../../../e2e/axe';
import { quietScreenshot } from '../../../e2e/dashboards-support';
import { ListPageObject } from '../../../e2e/list-page';
import { login } from '../../../e2e/support';

// One after another: the tests count pending posts and would see each other's.
test.describe.configure({ mode: 'default' });

/** The bell's total, from its accessible name ("Notifications (12)"). */
async function bellTotal(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? 0);
}

test('a moderator approves a pending post, pins it and unpins it; the bell follows', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/community');
  await expect(page.getByRole('heading', { name: 'Community Msgs', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'community');
  await list.settled();
  // The queue comes first.
  await expect(list.cells('status').first()).toContainText('Waiting');
  await expect(list.rows().filter({ hasText: 'reported, hidden' }).first()).toBeVisible();
  await expect(list.rows().locator('[aria-label="Pinned"]').first()).toBeVisible();
  // What residents see pinned above their boards now.
  await expect(page.getByTestId('live-announcements')).toContainText('Water shut-off on Wednesday');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', /\(\d+\)/);
  const bellBefore = await bellTotal(page);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'community-1440');

  // The same post waits on several demo boards: one building's is the one to follow.
  await list.searchFilter('Search', 'Free moving boxes');
  const building = await list.cells('building').first().innerText();
  await list.selectFilter('Building', building);
  await expect(list.rows()).toHaveCount(1);
  const row = list.rows().first();
  await expect(row.locator('[data-column="status"]')).toHaveText('Waiting · new');
  await (await list.openRowMenu(row)).getByText('Approve').click();
  await expect(page.getByText('“Free moving boxes” is on the board.')).toBeVisible();
  await expect(row.locator('[data-column="status"]')).toHaveText('On the board');
  await expect.poll(() => bellTotal(page)).toBe(bellBefore - 1);

  await (await list.openRowMenu(row)).getByText('Pin to top').click();
  await expect(page.getByText('“Free moving boxes” is pinned at the top of its board.')).toBeVisible();
  await expect(row.locator('[aria-label="Pinned"]')).toBeVisible();
  await (await list.openRowMenu(row)).getByText('Unpin').click();
  await expect(page.getByText('“Free moving boxes” is no longer pinned.')).toBeVisible();
  await expect(row.locator('[aria-label="Pinned"]')).toHaveCount(0);

  // Reject asks for a reason before it sends anything.
  await (await list.openRowMenu(row)).getByText('Reject…').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByTestId('issue-post-reject-reason-issue')).toHaveText(
    'Enter a reason (at most 300 characters).',
  );
  await dialog.getByLabel('Reason').fill('Please use the building’s free-items shelf instead.');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('“Free moving boxes” was rejected.')).toBeVisible();
  await expect(row.locator('[data-column="status"]')).toHaveText('Rejected');
  await list.resetFilters();

  await list.selectFilter('Category', 'Reported posts');
  expect((await list.texts('reports')).every((text) => Number(text) > 0)).toBe(true);
  await list.selectFilter('Order', 'Most viewed');
});

test('stored scripts in posts, comments, titles and tags render as text, and nothing runs', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const acts = await actChannel(origin, 'sysadmin');
  const [sample] = (await acts.call(communityPostsAct, { status: 'published', count: 1 })).items;
  if (!sample) throw new Error('no demo post');
  const residents = (await acts.call(memberListAct, { buid: sample.buid, status: 'active', count: 2 })).items;
  const tokens = await Promise.all(
    residents.map(async (member) => (await acts.call(memberCommunityTokenAct, { member: member.id })).token),
  );
  const service = async (token: string, path: string, body: unknown) => {
    const response = await fetch(new URL(`api/community${path}`, origin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (JSON.parse(await response.text()) as { result: { id: number } }).result;
  };
  const title = '<script>window.__pwned = "title"</script> Don@@t miss';
  const created = await service(tokens[0] ?? '', '/bulletinlist', {
    title,
    body: 'Look: <img src=x onerror="window.__pwned = \'body\'"> and <a href="javascript:window.__pwned=1">this</a>\nSay %%hi%%--to::all&nbsp;now',
    category: 1,
    tag: ['<script>window.__pwned = "tag"</script>', 'Lobby@@s door'],
  });
  // Markup sends a post to the queue; approve it so a neighbour can comment.
  await acts.call(moderatePostAct, { id: created.id, decision: 'approve' });
  await service(tokens[1] ?? '', `/comments/${created.id}`, {
    body: '<img src=x onerror="window.__pwned = \'comment\'"> javascript:window.__pwned=2 it@@s fine',
  });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, 'sysadmin');
  await page.goto('/#/community');
  const list = new ListPageObject(page, 'community');
  await list.settled();
  await list.searchFilter('Search', 'window.__pwned');
  const row = list.rows().filter({ hasText: "Don't miss" });
  await expect(row.getByTestId('post-title')).toHaveText(
    '<script>window.__pwned = "title"</script> Don\'t miss',
  );
  await expect(row.getByTestId('post-tags')).toHaveText(
    '<script>window.__pwned = "tag"</script>, Lobby\'s door',
  );
  await (await list.openRowMenu(row)).getByText('Read post').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('post-text')).toHaveText(
    'Look: <img src=x onerror="window.__pwned = \'body\'"> and <a href="javascript:window.__pwned=1">this</a>\nSay "hi" to\\all now',
  );
  await expect(dialog.getByTestId('comment-text')).toHaveText(
    "<img src=x onerror=\"window.__pwned = 'comment'\"> javascript:window.__pwned=2 it's fine",
  );
  await expect(dialog.getByTestId('detail-tag').first()).toHaveText(
    '<script>window.__pwned = "tag"</script>',
  );
  // Nothing the residents wrote became an element, a link or a script.
  expect(await page.locator('main img[src="x"], [role="dialog"] img[src="x"]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'community-stored-script-1440');
});

test("a post's pictures show as thumbnails the server made, each opening its full-size copy", async ({
  page,
}) => {
  await login(page, 'sysadmin');
  await page.goto('/#/community');
  const list = new ListPageObject(page, 'community');
  await list.settled();
  await list.searchFilter('Search', 'Yard sale');
  await (await list.openRowMenu(list.rows().first())).getByText('Read post').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Pictures (2)' })).toBeVisible();
  const pictures = dialog.getByTestId('post-pictures').locator('img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAccessibleName('Picture 1 of 2: opens at full size');
  // Each thumbnail really loaded (a broken image has no natural width).
  await expect
    .poll(() =>
      pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
    )
    .toEqual([320, 320]);
  await expect(dialog.getByTestId('post-pictures').locator('a').first()).toHaveAttribute(
    'href',
    /^\/community-images\/[0-9a-f]{32}\.webp$/,
  );
  await expectAccessible(page, '[role="dialog"]');
  await quietScreenshot(page, 'community-pictures-1440');
});

test('announcements: the list with its states, and a new one sent to chosen buildings', async ({ page }) => {
  await login(page, 'sysadmin');
  await page.goto('/#/system-msg');
  await expect(page.getByRole('heading', { name: 'Community System Msgs', level: 1 })).toBeVisible();
  const list = new ListPageObject(page, 'system-msg');
  await list.settled();
  expect(new Set(await list.texts('state'))).toEqual(new Set(['Showing', 'Scheduled', 'Expired']));
  await page.getByTestId('send-system-msg').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByTestId('issue-system-title-issue')).toBeVisible();
  await dialog.getByLabel('Title').fill('Garage cleaning on Monday');
  await dialog.getByLabel('Text').fill('Please move your car out of P1 by 8 am.');
  await dialog.getByTestId('system-buildings').locator('input[type="checkbox"]').first().check();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('“Garage cleaning on Monday” goes to 1 building.')).toBeVisible();
  const row = list.rows().filter({ hasText: 'Garage cleaning on Monday' });
  await expect(row.locator('[data-column="state"]')).toHaveText('Showing');
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'system-msg-1440');
  await (await list.openRowMenu(row)).getByText('Withdraw').click();
  await expect(row.locator('[data-column="state"]')).toHaveText('Withdrawn');
});

test('Community Msgs and System Msgs on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await login(small, 'sysadmin');
  for (const [path, id, name] of [
    ['/#/community', 'community', 'community-390'],
    ['/#/system-msg', 'system-msg', 'system-msg-390'],
  ] as const) {
    await small.goto(path);
    const list = new ListPageObject(small, id);
    await list.settled();
    await expect(list.rows().first()).toBeVisible();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(small, 'main');
    await quietScreenshot(small, name);
  }
  await phone.close();
});
