import { blocklistSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedBlocklist } from './blocklist-seed.js';
import { blocklistHandlers } from './blocklist.handlers.js';
import { blocklistTablesMigration } from './migrations/blocklist-tables.js';
import './blocklist.table.js';

export const serverSection = defineServerSection({
  declaration: blocklistSection,
  handlers: blocklistHandlers,
  migrations: { '2026-11-25-blocklist-tables': blocklistTablesMigration },
  seed: seedBlocklist,
});
