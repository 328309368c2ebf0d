// Spec §9 text rules: phone 3-3-4, initials, and the odd/even picks of pipe-separated strings.

/** '5145550123' → '514-555-0123'; shorter input keeps what it has, longer keeps the rest after the last group. */
export function formatPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 3) return digits;
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10), digits.slice(10)].filter(
    Boolean,
  );
  return parts.join('-');
}

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
