// Spec §9 text rules: initials and the odd/even picks of pipe-separated strings (phones: displayPhone, in the
// protocol, so the server and the browser read numbers alike).

/** The first letter of each word: 'Blue Box Admin' → 'BBA'. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Items at even (0, 2, …) or odd (1, 3, …) zero-based positions of a '|'-separated string. */
export function pipeParts(value: string, parity: 'even' | 'odd'): string[] {
  return value.split('|').filter((_part, index) => (index % 2 === 0) === (parity === 'even'));
}
