// Helpers of the Models and Compartments browser tests: opening each page, its rows and what their cells carry,
// waiting for the list to answer, and the dark skin.
import { expect, type Locator, type Page } from '@playwright/test';

export async function darkSkin(page: Page): Promise<void> {
  await page.getByTestId('skin-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
}

export function modelRows(page: Page): Locator {
  return page.getByTestId('model-table').getByTestId('table-row');
}

/** The row of one model, found by its exact name. */
export function modelRow(page: Page, name: string): Locator {
  return modelRows(page).filter({ has: page.getByTestId('model-name').getByText(name, { exact: true }) });
}

/** Opens a model's row menu and picks one of its actions ('Edit', 'Retire'). */
export async function modelAction(page: Page, name: string, action: 'Edit' | 'Retire'): Promise<void> {
  await modelRow(page, name).getByTestId('row-actions').click();
  await page.locator('.dropdown-menu.show').getByRole('button', { name: action, exact: true }).click();
}

export async function openModels(page: Page): Promise<void> {
  await page.goto('/#/machines/models');
  await expect(page.getByRole('heading', { name: 'Models', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(modelRows(page).first()).toBeVisible();
}

/** A model name no other test (or run) uses: tests run in parallel against one database. */
export function uniqueModelName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export function compartmentRows(page: Page): Locator {
  return page.getByTestId('compartment-table').getByTestId('table-row');
}

export function compartmentFilters(page: Page): Locator {
  return page.getByRole('form', { name: 'Filters' });
}

/** Waits until the list has answered for the current filters: rows or the empty state, nothing in flight. */
export async function compartmentsSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('compartment-table')).toHaveAttribute('aria-busy', 'false');
  await expect(compartmentRows(page).first().or(page.getByTestId('table-empty'))).toBeVisible();
}

export async function openCompartments(page: Page): Promise<void> {
  await page.goto('/#/compartments');
  await expect(page.getByRole('heading', { name: 'Compartments', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await compartmentsSettled(page);
}

/** The values one data attribute of the compartment cells holds, row by row (data-size, data-state…). */
export async function cellValues(page: Page, attribute: string): Promise<string[]> {
  return compartmentRows(page)
    .locator(`[${attribute}]`)
    .evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name) ?? ''), attribute);
}

/** The total the pager states ("1–25 of 42" → 42). */
export async function listTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('table-range').innerText();
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

/** Chooses an option of a filter select by its label and waits for the list to answer. */
export async function chooseFilter(page: Page, filter: string, option: string): Promise<void> {
  await compartmentFilters(page).getByLabel(filter, { exact: true }).selectOption({ label: option });
  await compartmentsSettled(page);
}
