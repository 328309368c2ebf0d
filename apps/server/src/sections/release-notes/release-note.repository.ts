// Release notes, newest first.
import type { ReleaseNote } from '@bluemanager/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Spec §3: the stored category is a comma-separated string; clients get the list. */
export function splitCategories(category: string): string[] {
  return category
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function toNote(row: {
  id: number;
  title: string;
  body: string;
  category: string;
  create_time: string;
}): ReleaseNote {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: splitCategories(row.category),
    create_time: row.create_time,
  };
}

export async function listReleaseNotes(db: Kysely<Database>, limit: number): Promise<ReleaseNote[]> {
  const rows = await db
    .selectFrom('release_notes')
    .select(['id', 'title', 'body', 'category', 'create_time'])
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNote);
}

export interface NewReleaseNote {
  title: string;
  body: string;
  category: string;
  authorId: number;
  now: Date;
}

export async function insertReleaseNote(db: Kysely<Database>, note: NewReleaseNote): Promise<ReleaseNote> {
  const row = {
    title: note.title,
    body: note.body,
    category: splitCategories(note.category).join(','),
    author_id: note.authorId,
    create_time: note.now.toISOString(),
  };
  const inserted = await db.insertInto('release_notes').values(row).returning('id').executeTakeFirstOrThrow();
  return toNote({ ...row, id: inserted.id });
}
