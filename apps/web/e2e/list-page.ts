// The page-object of every list page built on the shared kit (ListPage): its rows and cells by column id, the
// filters, the total, the row menu, the column chooser and the CSV export. A list is named by its id, the prefix
// of its test ids ('machine' → machine-table, machine-total).
import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

export class ListPageObject {
  constructor(
    readonly page: Page,
    readonly id: string,
  ) {}

  get table(): Locator {
    return this.page.getByTestId(`${this.id}-table`);
  }

  rows(): Locator {
    return this.table.getByTestId('table-row');
  }

  /** The cells of one column (its id, as the page declares it), table or cards alike. */
  cells(column: string): Locator {
    return this.rows().locator(`[data-column="${column}"]`);
  }

  async texts(column: string): Promise<string[]> {
    return this.cells(column).allInnerTexts();
  }

  /** The filters' form; on a phone the drawer must be open first (openFilters). */
  filters(): Locator {
    return this.page.getByRole('form', { name: 'Filters' });
  }

  /** Waits until the list has answered for the current view: rows or the empty state, nothing in flight. */
  async settled(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    await expect(this.rows().first().or(this.table.getByTestId('table-empty'))).toBeVisible();
  }

  /** The total the pager states ("1–25 of 1,234" → 1234). */
  async total(): Promise<number> {
    const text = await this.table.getByTestId('table-range').innerText();
    return Number(/of (?:more than )?([\d,.]+)/.exec(text)?.[1]?.replace(/[,.]/g, '') ?? NaN);
  }

  async selectFilter(label: string, option: string): Promise<void> {
    await this.filters().getByLabel(label, { exact: true }).selectOption({ label: option });
    await this.settled();
  }

  async searchFilter(label: string, text: string): Promise<void> {
    await this.filters().getByLabel(label, { exact: true }).fill(text);
    await this.filters().getByRole('button', { name: 'Apply' }).click();
    await this.settled();
  }

  async resetFilters(): Promise<void> {
    await this.filters().getByRole('button', { name: 'Reset' }).click();
    await this.settled();
  }

  /** Phones: opens the filter drawer. */
  async openFilters(): Promise<void> {
    await this.page.getByTestId('show-filters').click();
    await expect(this.filters()).toBeVisible();
  }

  /** Opens a row's ⋮ menu and returns the menu (it renders outside the table, in the page's body). */
  async openRowMenu(row: Locator): Promise<Locator> {
    await row.getByTestId('row-actions').click();
    const menu = this.page.locator('.dropdown-menu.show');
    await expect(menu).toBeVisible();
    return menu;
  }

  async toggleColumn(header: string): Promise<void> {
    await this.page.getByTestId('column-chooser').click();
    await this.page.getByRole('checkbox', { name: header, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Clicks the export and returns the file's name and its lines. */
  async exportCsv(): Promise<{ name: string; lines: string[] }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-csv').click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    return { name: download.suggestedFilename(), lines: text.trim().split(/\r?\n/) };
  }
}
