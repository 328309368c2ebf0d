// The Authority page, by route (the menu entry `authority`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  authority: { page: 'AuthorityPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
