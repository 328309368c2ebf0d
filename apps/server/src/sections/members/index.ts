import { membersSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedMembers } from './member-seed.js';
import { membersHandlers } from './members.handlers.js';
import { membersTablesMigration } from './migrations/members-tables.js';
import './member.table.js';

export const serverSection = defineServerSection({
  declaration: membersSection,
  handlers: membersHandlers,
  migrations: { '2026-11-25-members-tables': membersTablesMigration },
  seed: seedMembers,
});
