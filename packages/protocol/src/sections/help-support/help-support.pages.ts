// The Manual page, by route (the menu entry `manual`: levels 1, 10, 11, business partners and 17).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'help-support/manual': { page: 'ManualPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
