// Helpers of the Locker Settings and Dashboard browser tests: the buildings listed, quiet screenshots.
import type { Page } from '@playwright/test';
import { ListPageObject } from './list-page';
import { screenshot } from './support';

/** The building uids of the Locker Settings list as the signed-in user sees it, in the order shown. */
export async function listedBuildings(page: Page): Promise<number[]> {
  await page.goto('/#/settings');
  const list = new ListPageObject(page, 'settings');
  await list.settled();
  return list.rows().evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-row-key'))));
}

/** A screenshot without the sign-in toast over the page's corner: reviewers look at the page, not the welcome. */
export async function quietScreenshot(page: Page, name: string): Promise<void> {
  const hidden = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  await screenshot(page, name);
  await hidden.evaluate((node) => (node as HTMLElement).remove());
}
