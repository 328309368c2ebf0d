// The camera view in the browser: each camera locker's latest picture in the user's buildings, shown only when asked
// for; a parcel's deposit and pickup pictures found by its number; axe and screenshots at 1440 and 390 px.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../e2e/axe';
import { listedBuildings, quietScreenshot } from '../../../e2e/dashboards-support';
import { login } from '../../../e2e/support';

for (const username of ['bdadmin', 'sysadmin']) {
  test(`${username} sees the latest picture of each camera locker and a parcel's pictures`, async ({
    page,
  }) => {
    await login(page, username);
    const managed = username === 'bdadmin' ? await listedBuildings(page) : undefined;
    await page.goto('/#/security-camera-view');
    await expect(page.getByRole('heading', { level: 1, name: 'Security cameras' })).toBeVisible();
    const lockers = page.getByTestId('camera-lockers').getByTestId('snapshot');
    await expect(lockers.first()).toBeVisible();
    if (managed) {
      const shown = await lockers.evaluateAll((nodes) =>
        nodes.map((node) => Number(node.getAttribute('data-buid'))),
      );
      expect(shown.every((buid) => managed.includes(buid))).toBe(true);
    }
    await lockers.first().getByTestId('show-picture').click();
    const picture = lockers.first().getByTestId('snapshot-picture');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await quietScreenshot(page, `camera-${username}-1440`);

    const withParcel = lockers.filter({ hasText: /Parcel \d+/ }).first();
    const parcel = /Parcel (\d+)/.exec(await withParcel.innerText())?.[1] ?? '';
    await page.getByLabel('Parcel number').fill(parcel);
    await page.getByTestId('parcel-pictures').getByRole('button', { name: 'Find' }).click();
    const shots = page.getByTestId('parcel-pictures').getByTestId('snapshot');
    await expect(shots.first()).toBeVisible();
    const events = await shots.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-event')));
    expect(events.every((event) => event === 'deposit' || event === 'pickup')).toBe(true);
  });
}

test('the camera view on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await login(page, 'bdadmin');
  await page.goto('/#/security-camera-view');
  await expect(page.getByTestId('camera-lockers').getByTestId('snapshot').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'main');
  await quietScreenshot(page, 'camera-390');
  await phone.close();
});
