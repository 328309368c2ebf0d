// Compartments (`compartments`, spec §2): the compartments of the metro staff's lockers.
import { defineSection } from '../define-section.js';
import { pages } from './compartments.pages.js';
import { COMPARTMENTS_ACTS } from './compartments.acts.js';

export const compartmentsSection = defineSection({
  id: 'compartments',
  summary: "The compartments of the caller's lockers, with spec §4's size filter.",
  acts: COMPARTMENTS_ACTS,
  operations: {},
  pages,
});
export * from './compartments.acts.js';
export * from './compartment-size.js';
