// Choose the current building and locker (`locker-select`, spec §2): read with the shell's own acts (50004 / 50005
// for the buildings, 8012 for the lockers), remembered in the browser under the spec's stored keys.
import { defineSection } from '../define-section.js';
import { pages } from './locker-select.pages.js';

export const lockerSelectSection = defineSection({
  id: 'locker-select',
  summary: 'The current building and locker, chosen among those in scope and remembered in the browser.',
  acts: [],
  operations: {},
  pages,
});
