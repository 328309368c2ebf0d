// Helpers of the Locker Settings and Dashboard browser tests: the axe check every page of theirs passes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshot, settled } from './support';

/**
 * No serious or critical axe violation on what the page shows now, or inside `within` only: with a modal open,
 * the page behind its backdrop is dimmed on purpose and would fail the contrast rule.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  // A route transition fades the page in: scanning mid-fade would measure the contrast of half-transparent text.
  await settled(page);
  // The shell's toasts (sonner) are scanned by the shell's own tests; their dark-skin contrast is the shell's.
  let builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The building uids of the Locker Settings list as the signed-in user sees it, in the order shown. */
export async function listedBuildings(page: Page): Promise<number[]> {
  await page.goto('/#/settings');
  const rows = page.getByTestId('settings-building');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-buid'))));
}

/** A screenshot without the sign-in toast over the page's corner: reviewers look at the page, not the welcome. */
export async function quietScreenshot(page: Page, name: string): Promise<void> {
  const hidden = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  await screenshot(page, name);
  await hidden.evaluate((node) => (node as HTMLElement).remove());
}
