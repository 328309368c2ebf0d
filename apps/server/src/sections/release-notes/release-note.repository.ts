// Release notes, newest first: the published ones for readers (POST /release-notes/list), with their translations.
import {
  RELEASE_NOTE_LANGUAGES,
  type ReleaseNote,
  type ReleaseNoteLanguage,
  type ReleaseNoteTranslations,
} from '@bluemanager/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './release-note.tables.js';

/** Spec §3: the stored category is a comma-separated string; clients get the list. */
export function splitCategories(category: string): string[] {
  return category
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface NoteRow {
  id: number;
  title: string;
  body: string;
  category: string;
  create_time: string;
}

export function toNote(row: NoteRow, translations: ReleaseNoteTranslations = {}): ReleaseNote {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: splitCategories(row.category),
    create_time: row.create_time,
    translations,
  };
}

/** The translations of these notes, by note id. */
export async function translationsOf(
  db: Kysely<Database>,
  noteIds: readonly number[],
): Promise<Map<number, ReleaseNoteTranslations>> {
  const byNote = new Map<number, ReleaseNoteTranslations>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .selectFrom('release_note_translations')
    .select(['note_id', 'language', 'title', 'body'])
    .where('note_id', 'in', noteIds)
    .execute();
  for (const row of rows) {
    if (!RELEASE_NOTE_LANGUAGES.includes(row.language)) continue;
    const texts = byNote.get(row.note_id) ?? {};
    texts[row.language as ReleaseNoteLanguage] = { title: row.title, body: row.body };
    byNote.set(row.note_id, texts);
  }
  return byNote;
}

export async function listReleaseNotes(db: Kysely<Database>, limit: number): Promise<ReleaseNote[]> {
  const rows = await db
    .selectFrom('release_notes')
    .select(['id', 'title', 'body', 'category', 'create_time'])
    .where('state', '=', 'published')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const translations = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toNote(row, translations.get(row.id)));
}

export interface NewReleaseNote {
  title: string;
  body: string;
  category: string;
  authorId: number;
  now: Date;
}

/** Act 50150: a note published at once, in English only. */
export async function insertReleaseNote(db: Kysely<Database>, note: NewReleaseNote): Promise<ReleaseNote> {
  const row = {
    title: note.title,
    body: note.body,
    category: splitCategories(note.category).join(','),
    author_id: note.authorId,
    create_time: note.now.toISOString(),
  };
  const inserted = await db
    .insertInto('release_notes')
    .values({ ...row, state: 'published', updated_at: row.create_time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNote({ ...row, id: inserted.id });
}
