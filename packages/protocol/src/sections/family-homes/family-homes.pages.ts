// The homes the family switcher leads to (spec §1, §2): `/bike` for the bike menu and `/minibox-locker-list` for
// the mini-box menu. Neither is a menu entry, so each says who may open it: the levels of the bike menu's entries,
// (a business partner's admins included), and the operator's system admins, the only users spec §6 gives the
// mini-box family.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  bike: { page: 'BikeHomePage', access: ['1', '10', '-2'] },
  'minibox-locker-list': { page: 'MiniBoxLockersPage', access: ['10'] },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
