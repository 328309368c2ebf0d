// A model's compartment layout as plain data: its compact summary (counts per size and per category), the labels
// the quick-add helper gives new compartments, and which rows share a label.
import type { ActResult, machineModelsAct } from '@bluemanager/protocol';
import { compareSizes } from '@bluemanager/protocol';

export type LayoutEntry = ActResult<typeof machineModelsAct>['items'][number]['layout'][number];
type LayoutLike = Pick<LayoutEntry, 'label' | 'size' | 'category'>;

export interface Count {
  value: string;
  count: number;
}

export interface LayoutSummary {
  sizes: Count[];
  categories: Count[];
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Sizes smallest first (undefined last); categories most first, then by name. Blank values are not counted. */
export function layoutSummary(layout: readonly LayoutLike[]): LayoutSummary {
  const sizes = countBy(layout.map((entry) => entry.size.trim()).filter(Boolean));
  const categories = countBy(layout.map((entry) => entry.category));
  return {
    sizes: [...sizes.keys()].sort(compareSizes).map((value) => ({ value, count: sizes.get(value) ?? 0 })),
    categories: [...categories.entries()]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  };
}

/** Doors are numbered down a column of this many, as on the lockers: A01…A08, B01… */
const COLUMN_HEIGHT = 8;
/** Columns A to Z. */
const MAX_GENERATED = 26 * COLUMN_HEIGHT;

function generatedLabel(index: number): string {
  const column = String.fromCharCode(65 + Math.floor(index / COLUMN_HEIGHT));
  return `${column}${String((index % COLUMN_HEIGHT) + 1).padStart(2, '0')}`;
}

/** `count` labels in the lockers' numbering that no row uses yet (fewer if the numbering runs out). */
export function nextLabels(used: readonly string[], count: number): string[] {
  const taken = new Set(used.map((label) => label.trim().toUpperCase()));
  const labels: string[] = [];
  for (let index = 0; index < MAX_GENERATED && labels.length < count; index++) {
    const label = generatedLabel(index);
    if (!taken.has(label)) labels.push(label);
  }
  return labels;
}

/** The rows whose label (as the act trims it) another row also has; blank labels are another problem. */
export function duplicateLabelRows(layout: readonly Pick<LayoutEntry, 'label'>[]): number[] {
  const counts = countBy(layout.map((entry) => entry.label.trim()));
  return layout.flatMap((entry, index) => {
    const label = entry.label.trim();
    return label !== '' && (counts.get(label) ?? 0) > 1 ? [index] : [];
  });
}
