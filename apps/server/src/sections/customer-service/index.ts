import { customerServiceSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { customerServiceHandlers } from './customer-service.handlers.js';
import { supportTicketsMigration } from './migrations/support-tickets.js';
import { seedSupport } from './support-seed.js';
import './support.table.js';

export const serverSection = defineServerSection({
  declaration: customerServiceSection,
  handlers: customerServiceHandlers,
  migrations: { '2026-11-25-customer-service-tickets': supportTicketsMigration },
  seed: seedSupport,
});
