// The release-notes editor (block 66050–66099): the operator's system admins write notes as drafts, translate them,
// publish and unpublish them, and delete them. Notes are the operator's, not a building's: no scope, and no '-2' in
// the roles, so a business partner's admin is refused.
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { releaseNote, releaseNoteTranslations } from './release-notes.acts.js';

/** The categories the editor offers; a note published through 50150 may carry others, kept as written. */
export const RELEASE_NOTE_CATEGORIES = ['feature', 'improvement', 'fix', 'security'] as const;
export const RELEASE_NOTE_STATES = ['draft', 'published'] as const;
export type ReleaseNoteState = (typeof RELEASE_NOTE_STATES)[number];

export const editableReleaseNote = releaseNote.extend({
  state: z.enum(RELEASE_NOTE_STATES),
  updated_at: timestamp,
  author: z.string().describe('who wrote it; empty when the account is gone'),
});
export type EditableReleaseNote = z.infer<typeof editableReleaseNote>;

export const releaseNoteEditListAct = defineAct({
  code: 66050,
  name: 'release notes to edit',
  summary: 'Every release note, drafts first, then the published ones newest first; state narrows to one.',
  params: z.object({
    state: z.enum(RELEASE_NOTE_STATES).optional(),
    ...pageParams({ maxCount: 100, defaultCount: 20 }),
  }),
  result: listResult(editableReleaseNote),
  access: ['10'],
});

const category = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^,]+$/, 'a category has no comma');

export const releaseNoteSaveAct = defineAct({
  code: 66051,
  name: 'save release note',
  summary:
    'Writes a new draft (no id) or edits a note (id), keeping its state: the English title and body, the French, German and Portuguese ones, the categories.',
  params: z.object({
    id: positiveInt.optional(),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(10_000),
    category: z.array(category).max(8).default([]),
    translations: releaseNoteTranslations.default({}),
  }),
  result: editableReleaseNote,
  access: ['10'],
});

export const releaseNoteStateAct = defineAct({
  code: 66052,
  name: 'set release note state',
  summary:
    'Publishes a draft (dated now, so it puts the New badge on Product Update) or takes a published note back to draft.',
  params: z.object({ id: positiveInt, state: z.enum(RELEASE_NOTE_STATES) }),
  result: editableReleaseNote,
  access: ['10'],
});

export const releaseNoteDeleteAct = defineAct({
  code: 66053,
  name: 'delete release note',
  summary: 'Deletes a note, draft or published, with its translations.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int() }),
  access: ['10'],
});
