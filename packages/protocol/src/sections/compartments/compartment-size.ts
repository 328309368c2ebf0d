// Spec §3: a compartment's size is free text, and a size containing '-1' means the door was never measured. This
// is the one reading of that rule: the server's size filter, the compartment grid, the models' layouts and the
// dashboards' occupancy all use it.

export const UNDEFINED_SIZE = '-1';

/** Undefined: containing '-1', or empty (no size at all tells no more than '-1'). */
export function isUndefinedSize(size: string): boolean {
  return size.trim() === '' || size.includes(UNDEFINED_SIZE);
}

/** The usual door sizes, smallest first: layouts and summaries list sizes in this order, others after them. */
export const KNOWN_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/** Sorts sizes the way a person reads them: known sizes by size, then others by name, undefined last. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    if (isUndefinedSize(size)) return KNOWN_SIZES.length + 1;
    const known = KNOWN_SIZES.indexOf(size.toUpperCase() as (typeof KNOWN_SIZES)[number]);
    return known === -1 ? KNOWN_SIZES.length : known;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
