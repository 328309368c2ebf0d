// The Email page, by route (the menu entry `email`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {} as const satisfies Readonly<Record<string, PageDeclaration>>;
