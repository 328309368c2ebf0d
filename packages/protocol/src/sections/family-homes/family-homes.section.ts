// The mini-box family's section (its home, its lockers and their events; act block 59100–59199). It began as the
// family homes' landing pages; the bike and amenity homes are now their own sections'.
import { defineSection } from '../define-section.js';
import {
  miniBoxEventListAct,
  miniBoxFiguresAct,
  miniBoxLockerAct,
  miniBoxLockerListAct,
} from './family-homes.acts.js';
import { pages } from './family-homes.pages.js';

export * from './family-homes.acts.js';
export * from './family-homes.vocabulary.js';

export const familyHomesSection = defineSection({
  id: 'family-homes',
  summary:
    "The mini-box family: its lockers in the caller's scope with their boxes by state, their recent events and the home's key figures.",
  acts: [miniBoxLockerListAct, miniBoxEventListAct, miniBoxFiguresAct, miniBoxLockerAct],
  operations: {},
  pages,
});
