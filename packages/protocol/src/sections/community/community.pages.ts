// The community section's pages, by route (the menu entries `community` and `system-msg`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  community: { page: 'CommunityPage' },
  'system-msg': { page: 'SystemMsgPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
