// Tokens (spec §2 `tokens`), act codes 54101–54199: API tokens that authenticate the act channel for an owner.
import { defineSection } from '../define-section.js';
import { pages } from './tokens.pages.js';
import { TOKENS_ACTS } from './tokens.acts.js';

export const tokensSection = defineSection({
  id: 'tokens',
  summary:
    'API tokens for partners and integrations: created for an owner and a list of acts, used, revoked.',
  acts: TOKENS_ACTS,
  operations: {
    'api-token-created': { category: 'Account', template: 'API token {} created' },
    'api-token-revoked': { category: 'Account', template: 'API token {} revoked' },
  },
  pages,
});
export * from './tokens.acts.js';
export * from './token-acts.js';
