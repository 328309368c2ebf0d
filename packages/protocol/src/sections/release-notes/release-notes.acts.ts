// Release notes: read by anyone through the release-notes service (POST /release-notes/list), published by the
// operator's system admins through this act, so the menu's 'New' badge follows real notes.
import { z } from 'zod';
import { timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

/** The languages a note is translated into besides its own English title and body. */
export const RELEASE_NOTE_LANGUAGES = ['fr', 'de', 'pt'] as const;
export type ReleaseNoteLanguage = (typeof RELEASE_NOTE_LANGUAGES)[number];

export const releaseNoteText = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});

/** A note's translations by language; a language left out shows the English text. */
export const releaseNoteTranslations = z.object({
  fr: releaseNoteText.optional(),
  de: releaseNoteText.optional(),
  pt: releaseNoteText.optional(),
});
export type ReleaseNoteTranslations = z.infer<typeof releaseNoteTranslations>;

export const releaseNote = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  category: z.array(z.string()).describe("the note's categories (stored comma-separated, spec §3)"),
  create_time: timestamp.describe('when it was published'),
  translations: releaseNoteTranslations.default({}),
});
export type ReleaseNote = z.infer<typeof releaseNote>;

export const publishReleaseNoteAct = defineAct({
  code: 50150,
  name: 'publish release note',
  summary: 'Publishes a release note; the newest note under 7 days old puts the New badge on Product Update.',
  params: z.object({
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(10_000),
    category: z.string().max(200).default('').describe('comma-separated categories, e.g. "feature,parcels"'),
  }),
  result: releaseNote,
  access: ['10'],
});
