import { amenitySection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedAmenity } from './amenity-seed.js';
import { amenityHandlers } from './amenity.handlers.js';
import { amenityTablesMigration } from './migrations/amenity-tables.js';
import './amenity.table.js';

export const serverSection = defineServerSection({
  declaration: amenitySection,
  handlers: amenityHandlers,
  migrations: { '2026-11-25-amenity-tables': amenityTablesMigration },
  seed: seedAmenity,
});
