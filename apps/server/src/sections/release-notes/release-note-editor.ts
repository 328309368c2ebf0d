// The editor's side of release notes: every note with its state, a draft written or edited with its translations,
// published or taken back, deleted. Each write is one transaction with its operation-log entry.
import {
  RELEASE_NOTE_LANGUAGES,
  type ActParsedParams,
  type EditableReleaseNote,
  type ReleaseNoteState,
  type ReleaseNoteTranslations,
  type releaseNoteEditListAct,
  type releaseNoteSaveAct,
} from '@bluemanager/protocol';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { OperationActor } from '../../domain/oplog/operation-log.js';
import { changedFields, logOperation } from '../../domain/oplog/operation-log.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, type Page } from '../../db/page.js';
import { toNote, translationsOf } from './release-note.repository.js';

export interface Writer {
  actor: OperationActor;
  userId: number;
  now: Date;
}

function editableQuery(db: Kysely<Database>) {
  return db
    .selectFrom('release_notes')
    .leftJoin('users', 'users.id', 'release_notes.author_id')
    .select([
      'release_notes.id',
      'release_notes.title',
      'release_notes.body',
      'release_notes.category',
      'release_notes.create_time',
      'release_notes.state',
      'release_notes.updated_at',
      'users.username as author',
    ]);
}

type EditableRow = Awaited<ReturnType<ReturnType<typeof editableQuery>['executeTakeFirstOrThrow']>>;

function toEditable(
  row: EditableRow,
  translations: ReleaseNoteTranslations | undefined,
): EditableReleaseNote {
  return {
    ...toNote(row, translations),
    state: row.state,
    updated_at: row.updated_at ?? row.create_time,
    author: row.author ?? '',
  };
}

export async function listEditableNotes(
  db: Kysely<Database>,
  params: ActParsedParams<typeof releaseNoteEditListAct>,
): Promise<Page<EditableReleaseNote>> {
  let query = editableQuery(db);
  if (params.state) query = query.where('release_notes.state', '=', params.state);
  // Drafts first (they wait for work), then newest first.
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered
      .orderBy(sql`case when release_notes.state = 'draft' then 0 else 1 end`)
      .orderBy('release_notes.create_time', 'desc')
      .orderBy('release_notes.id', 'desc'),
  );
  const translations = await translationsOf(
    db,
    page.items.map((row) => row.id),
  );
  return { total: page.total, items: page.items.map((row) => toEditable(row, translations.get(row.id))) };
}

async function readEditable(db: Kysely<Database>, id: number): Promise<EditableReleaseNote> {
  const row = await editableQuery(db).where('release_notes.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', 'There is no such release note.');
  return toEditable(row, (await translationsOf(db, [id])).get(id));
}

async function writeTranslations(trx: Transaction<Database>, noteId: number, texts: ReleaseNoteTranslations) {
  await trx.deleteFrom('release_note_translations').where('note_id', '=', noteId).execute();
  const rows = RELEASE_NOTE_LANGUAGES.flatMap((language) => {
    const text = texts[language];
    return text ? [{ note_id: noteId, language, title: text.title, body: text.body }] : [];
  });
  if (rows.length > 0) await trx.insertInto('release_note_translations').values(rows).execute();
}

/** What the log shows of a note: its texts and categories, the fields an edit changes. */
const loggedFields = (note: Pick<EditableReleaseNote, 'title' | 'body' | 'category' | 'translations'>) => ({
  title: note.title,
  body: note.body,
  category: note.category.join(', '),
  translations: RELEASE_NOTE_LANGUAGES.filter((language) => note.translations[language]).join(', '),
});

export async function saveNote(
  db: Kysely<Database>,
  params: ActParsedParams<typeof releaseNoteSaveAct>,
  writer: Writer,
): Promise<EditableReleaseNote> {
  const at = writer.now.toISOString();
  const fields = { title: params.title, body: params.body, category: params.category.join(',') };
  const id = await db.transaction().execute(async (trx) => {
    if (params.id === undefined) {
      const { id } = await trx
        .insertInto('release_notes')
        .values({ ...fields, author_id: writer.userId, create_time: at, state: 'draft', updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(trx, id, params.translations);
      await logOperation(trx, {
        operation: 'release-note-written',
        target: params.title,
        actor: writer.actor,
        now: writer.now,
        changes: { before: {}, after: loggedFields({ ...params }) },
      });
      return id;
    }
    const before = await readEditable(trx, params.id);
    await trx
      .updateTable('release_notes')
      .set({ ...fields, updated_at: at })
      .where('id', '=', params.id)
      .execute();
    await writeTranslations(trx, params.id, params.translations);
    await logOperation(trx, {
      operation: 'release-note-edited',
      target: params.title,
      actor: writer.actor,
      now: writer.now,
      changes: changedFields(loggedFields(before), loggedFields({ ...params })),
    });
    return params.id;
  });
  return readEditable(db, id);
}

export async function setNoteState(
  db: Kysely<Database>,
  id: number,
  state: ReleaseNoteState,
  writer: Writer,
): Promise<EditableReleaseNote> {
  await db.transaction().execute(async (trx) => {
    const before = await readEditable(trx, id);
    if (before.state === state)
      throw new ActError(
        'CONFLICT',
        state === 'published' ? 'The note is already published.' : 'The note is already a draft.',
      );
    const at = writer.now.toISOString();
    // A note is dated when it is published: readers see that date, and the New badge counts from it.
    await trx
      .updateTable('release_notes')
      .set(state === 'published' ? { state, create_time: at, updated_at: at } : { state, updated_at: at })
      .where('id', '=', id)
      .execute();
    await logOperation(trx, {
      operation: state === 'published' ? 'release-note-published' : 'release-note-unpublished',
      target: before.title,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { state: before.state }, after: { state } },
    });
  });
  return readEditable(db, id);
}

export async function deleteNote(db: Kysely<Database>, id: number, writer: Writer): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const before = await readEditable(trx, id);
    // Deleted here rather than by the foreign key's cascade, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom('release_note_translations').where('note_id', '=', id).execute();
    await trx.deleteFrom('release_notes').where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'release-note-deleted',
      target: before.title,
      actor: writer.actor,
      now: writer.now,
      changes: { before: loggedFields(before), after: {} },
    });
  });
  return { id };
}
