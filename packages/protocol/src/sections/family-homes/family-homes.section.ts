// The family homes: where switching to the bike or the mini-box family lands, instead of a page not found. Each
// lists the machines of its family in the caller's scope with the machine page (act 52010); the bike and mini-box
// issues grow them into their sections.
import { defineSection } from '../define-section.js';
import { pages } from './family-homes.pages.js';

export const familyHomesSection = defineSection({
  id: 'family-homes',
  summary: "The homes of the bike and mini-box families: that family's machines in the caller's scope.",
  acts: [],
  operations: {},
  pages,
});
