import { bikeSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedBike } from './bike-seed.js';
import { bikeHandlers } from './bike.handlers.js';
import { bikeTablesMigration } from './migrations/bike-tables.js';
import './bike.table.js';

export const serverSection = defineServerSection({
  declaration: bikeSection,
  handlers: bikeHandlers,
  migrations: { '2026-11-25-bike-tables': bikeTablesMigration },
  seed: seedBike,
});
