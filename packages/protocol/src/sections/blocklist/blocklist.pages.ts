// The Black List's page, by route (the menu entry `users-locked`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'users-locked': { page: 'BlackListPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
