// Help & support (spec §2 `help-support`, act block 61200–61299, none used yet): the built-in user manual. Its
// chapters are data in the web app (apps/web/src/sections/help-support/manual/), one file per language, so the
// manual ships with the portal it describes and needs no server.
import { defineSection } from '../define-section.js';
import { pages } from './help-support.pages.js';

export const helpSupportSection = defineSection({
  id: 'help-support',
  summary:
    'The built-in user manual in four languages: a chapter per menu area, searchable, opened from each page’s help.',
  acts: [],
  operations: {},
  pages,
});
