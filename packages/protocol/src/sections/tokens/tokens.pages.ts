// The Tokens page, by route (the menu entry `tokens`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  tokens: { page: 'TokensPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
