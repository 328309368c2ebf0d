// The pages of the members section, by route (without the leading '/'). The web app reads every section's pages file
// to build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  members: { page: 'MembersPage' },
  'members/:id': { page: 'MemberPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
