import { authoritySection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedAuthority } from './authority-seed.js';
import { authorityHandlers } from './authority.handlers.js';
import { authorityTablesMigration } from './migrations/authority-tables.js';
import './staff.table.js';

export const serverSection = defineServerSection({
  declaration: authoritySection,
  handlers: authorityHandlers,
  migrations: { '2026-11-25-authority-tables': authorityTablesMigration },
  seed: seedAuthority,
});
