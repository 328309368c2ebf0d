// The pages of the locker-select section: a lazy section of spec §2 with no menu entry, open to every signed-in user
// (each sees the buildings and lockers of their own scope).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'locker-select': { page: 'LockerSelectPage', access: 'signed-in' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
