// The mini-box family's pages (spec §1, §2): its home `/minibox-locker-list` (the lockers with their boxes), a
// locker's page under it, and the recent events. The mini-box menu's entries guard them. (The bike home, `/bike`,
// is the bike section's; the amenity home, `/amenity`, the amenity section's.)
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'minibox-locker-list': { page: 'MiniBoxLockersPage' },
  'minibox-locker-list/events': { page: 'MiniBoxEventsPage' },
  'minibox-locker-list/:uuid': { page: 'MiniBoxLockerPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
