import { subscriptionSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { invoiceEmailsMigration } from './migrations/invoice-emails.js';
import { subscriptionTablesMigration } from './migrations/subscription-tables.js';
import { seedSubscriptions } from './subscription-seed.js';
import { subscriptionHandlers } from './subscription.handlers.js';
import './subscription.tables.js';

export const serverSection = defineServerSection({
  declaration: subscriptionSection,
  handlers: subscriptionHandlers,
  migrations: {
    '2026-11-26-subscription-tables': subscriptionTablesMigration,
    // Named to sort after the tables it refers to (the migrator runs names in order).
    '2026-11-26-subscription-tables-invoice-emails': invoiceEmailsMigration,
  },
  seed: seedSubscriptions,
});
