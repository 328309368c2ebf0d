// The Service page, by route (the menu entry `web-service`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'web-service': { page: 'ServicePage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
