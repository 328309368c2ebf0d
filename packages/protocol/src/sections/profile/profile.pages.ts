// The Profile page, by route (the user menu's entry `profile`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  profile: { page: 'ProfilePage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
