// Helpers of the Machine browser tests: the list's rows, cells and filters, waiting for an answer, and one
// machine's page.
import { expect, type Locator, type Page } from '@playwright/test';
import { ListPageObject } from './list-page';

export const machineList = (page: Page) => new ListPageObject(page, 'machine');

export function machineRows(page: Page): Locator {
  return machineList(page).rows();
}

export function machineFilters(page: Page): Locator {
  return machineList(page).filters();
}

/** Waits until the list has answered for the current filters: rows or the empty state, nothing in flight. */
export async function listSettled(page: Page): Promise<void> {
  await machineList(page).settled();
}

export async function openMachineList(page: Page): Promise<void> {
  await page.goto('/#/machines/lockers');
  await expect(page.getByRole('heading', { level: 1, name: 'Machines' })).toBeVisible({ timeout: 15_000 });
  await listSettled(page);
}

/** Chooses an option of one of the list's select filters and waits for the answer. */
export async function selectFilter(page: Page, label: string, option: string): Promise<void> {
  await machineFilters(page).getByLabel(label, { exact: true }).selectOption({ label: option });
  await listSettled(page);
}

export async function resetMachineFilters(page: Page): Promise<void> {
  await machineFilters(page).getByRole('button', { name: 'Reset' }).click();
  await listSettled(page);
}

/** One data attribute of every row's cell that carries it (data-mm, data-buid, data-state …). */
export async function rowAttributes(page: Page, attribute: string): Promise<string[]> {
  return machineRows(page)
    .locator(`[${attribute}]`)
    .evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name) ?? ''), attribute);
}

/** The building name of every row. */
export async function rowBuildings(page: Page): Promise<string[]> {
  return machineRows(page).locator('[data-buid] .fw-semibold').allInnerTexts();
}

export async function rowNames(page: Page): Promise<string[]> {
  return machineRows(page).getByTestId('machine-link').allInnerTexts();
}

/** The uuid of the listed machine named `name` ('Building · Place'). */
export async function uuidOf(page: Page, name: string): Promise<string> {
  const row = machineRows(page).filter({ has: page.getByRole('link', { name: `Open machine ${name}` }) });
  return (await row.getAttribute('data-row-key')) ?? '';
}

/** Opens one machine's page by URL and waits for its grid. */
export async function openMachine(page: Page, uuid: string): Promise<void> {
  await page.goto(`/#/machines/lockers/${uuid}`);
  await expect(page.getByTestId('machine-page')).toHaveAttribute('data-uuid', uuid, { timeout: 15_000 });
}

/** Confirms the open confirmation dialog and waits for the toast that reports it. */
export async function confirmAndExpect(page: Page, toast: string): Promise<void> {
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText(toast)).toBeVisible();
}
