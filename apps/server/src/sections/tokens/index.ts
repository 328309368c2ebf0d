import { tokensSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedTokens } from './token-seed.js';
import { tokensHandlers } from './tokens.handlers.js';
import { tokensTablesMigration } from './migrations/tokens-tables.js';
import './api-token.table.js';

export const serverSection = defineServerSection({
  declaration: tokensSection,
  handlers: tokensHandlers,
  migrations: { '2026-11-25-tokens-tables': tokensTablesMigration },
  seed: seedTokens,
});
