import { bluekeySection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { bluekeyHandlers } from './bluekey.handlers.js';
import { seedBlueKey } from './bluekey-seed.js';
import { bluekeyTablesMigration } from './migrations/bluekey-tables.js';
import './bluekey.tables.js';

export const serverSection = defineServerSection({
  declaration: bluekeySection,
  handlers: bluekeyHandlers,
  migrations: { '2026-11-26-bluekey-tables': bluekeyTablesMigration },
  seed: seedBlueKey,
});
