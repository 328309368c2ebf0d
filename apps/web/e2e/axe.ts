// The one accessibility check of the browser tests: no serious or critical axe violation on what the page shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settled } from './support';

export interface AxeScope {
  /** Scan inside this selector only: with a modal open, the page behind its backdrop is dimmed on purpose and
   *  would fail the contrast rule. */
  within?: string;
  /** Scan the shell's toasts too (sonner). The shell's own tests do; the section tests leave them to it. */
  toasts?: boolean;
}

export async function expectAccessible(page: Page, scope: AxeScope | string = {}): Promise<void> {
  const { within, toasts = false } = typeof scope === 'string' ? { within: scope } : scope;
  // A route transition fades the page in: scanning mid-fade would measure the contrast of half-transparent text.
  await settled(page);
  // A frame sandboxed to run nothing (an email as sent) cannot host axe's script, and waiting for it hangs the scan.
  let builder = new AxeBuilder({ page }).exclude('iframe[sandbox=""]');
  if (!toasts) builder = builder.exclude('[data-sonner-toaster]');
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
