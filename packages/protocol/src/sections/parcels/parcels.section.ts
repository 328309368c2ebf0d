// Pending / Collected (`parcels`, spec §2): the parcel list, its pre-filled routes and the parcel lifecycle.
import { defineSection } from '../define-section.js';
import { pages } from './parcels.pages.js';
import { PARCEL_ACTS } from './parcels.acts.js';

export const parcelsSection = defineSection({
  id: 'parcels',
  summary: 'The parcels waiting in and collected from the lockers, with their lifecycle actions.',
  acts: PARCEL_ACTS,
  operations: {
    'parcel-completed-manually': { category: 'Parcel', template: 'Parcel {} completed manually' },
    'parcel-deposited': { category: 'Parcel', template: 'Parcel {} deposited' },
    'parcel-collected': { category: 'Parcel', template: 'Parcel {} collected' },
    'parcel-returned': { category: 'Parcel', template: 'Parcel {} returned to carrier' },
    'parcel-flagged-abnormal': { category: 'Parcel', template: 'Parcel {} flagged abnormal' },
    'parcel-abnormal-cleared': { category: 'Parcel', template: 'Parcel {} no longer abnormal' },
    'parcel-extended': { category: 'Parcel', template: 'Parcel {} due time extended' },
    'parcel-code-resent': { category: 'Parcel', template: 'Parcel {} pickup code resent' },
    'parcel-overdue': { category: 'Parcel', template: 'Parcel {} overdue' },
    'parcel-reminded': { category: 'Parcel', template: 'Parcel {} reminder sent' },
  },
  pages,
});
export * from './parcels.acts.js';
