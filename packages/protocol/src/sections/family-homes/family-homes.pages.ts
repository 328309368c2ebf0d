// The home the family switcher leads to for the mini-box menu (spec §1, §2): `/minibox-locker-list`. It is not a
// menu entry, so it says who may open it: the operator's system admins, the only users spec §6 gives the mini-box
// family. (The bike home, `/bike`, is the bike section's.)
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'minibox-locker-list': { page: 'MiniBoxLockersPage', access: ['10'] },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
