import { profileSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { profileAvatarsMigration } from './migrations/profile-avatars.js';
import { profileRecoveryCodesMigration } from './migrations/profile-recovery-codes.js';
import { profileHandlers } from './profile.handlers.js';
import './avatar.table.js';

export const serverSection = defineServerSection({
  declaration: profileSection,
  handlers: profileHandlers,
  migrations: {
    '2026-11-25-profile-avatars': profileAvatarsMigration,
    '2026-11-26-profile-recovery-codes': profileRecoveryCodesMigration,
  },
});
