// The Email page, by route (the menu entry `email`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  email: { page: 'EmailPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
