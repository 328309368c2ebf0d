// Helpers of the parcel browser tests: the list's filter form, its rows and cells, and waiting for an answer.
import { expect, type Locator, type Page } from '@playwright/test';
import { ListPageObject } from './list-page';

export const parcelList = (page: Page) => new ListPageObject(page, 'parcel');

export function parcelRows(page: Page): Locator {
  return parcelList(page).rows();
}

export function filterForm(page: Page): Locator {
  return parcelList(page).filters();
}

/** Waits until the list has answered for the current filters: rows or the empty state, nothing in flight. */
export async function settled(page: Page): Promise<void> {
  await parcelList(page).settled();
}

/** Opens the list; once the app is loaded, by changing the hash only, as in-app links do (no reload). */
export async function openParcels(page: Page, route = ''): Promise<void> {
  const hash = `#/parcels${route}`;
  if (page.url().includes('/#/')) await page.evaluate((target) => (window.location.hash = target), hash);
  else await page.goto(`/${hash}`);
  await expect(page.getByRole('heading', { name: 'Pending / Collected' })).toBeVisible({ timeout: 15_000 });
  // The list of this route, not the one before it (a new route starts a fresh list).
  await expect(page.getByTestId('parcel-list')).toHaveAttribute(
    'data-query',
    decodeURIComponent(route.slice(1)),
  );
  await settled(page);
}

/** /parcels/{json} with the spec's always-present fields. */
export function jsonRoute(filter: Record<string, string | number | boolean>): string {
  return `/${encodeURIComponent(JSON.stringify({ buid: '', c: '', p: '', id: '', ...filter }))}`;
}

/** Fills a text filter and applies it with Enter. */
export async function filterText(page: Page, label: string, value: string): Promise<void> {
  const input = filterForm(page).getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
  await settled(page);
}

export async function resetFilters(page: Page): Promise<void> {
  await filterForm(page).getByRole('button', { name: 'Reset' }).click();
  await settled(page);
}

type ParcelColumn = 'id' | 'carrier' | 'recipient' | 'place' | 'state' | 'deposited';

export function cells(page: Page, column: ParcelColumn): Locator {
  return parcelList(page).cells(column);
}

export async function cellTexts(page: Page, column: ParcelColumn): Promise<string[]> {
  return parcelList(page).texts(column);
}

/** The total the pager states ("1–25 of 1,234" → 1234). */
export async function pagerTotal(page: Page): Promise<number> {
  return parcelList(page).total();
}

export async function firstParcelId(page: Page): Promise<number> {
  return Number(await cells(page, 'id').first().innerText());
}
