import {
  publishReleaseNoteAct,
  releaseNoteDeleteAct,
  releaseNoteEditListAct,
  releaseNoteSaveAct,
  releaseNoteStateAct,
} from '@bluemanager/protocol';
import { implement, type SignedInContext } from '../../act-channel/act-handler.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { insertReleaseNote } from './release-note.repository.js';
import { deleteNote, listEditableNotes, saveNote, setNoteState, type Writer } from './release-note-editor.js';

const writerOf = (context: SignedInContext): Writer => ({
  actor: context.actor,
  userId: context.session.userId,
  now: context.now,
});

// The acts' role lists are ['10'] without '-2', so a business partner's admin is refused by the dispatcher.
export const releaseNotesHandlers = [
  implement(publishReleaseNoteAct, (params, context) =>
    context.db.transaction().execute(async (trx) => {
      const note = await insertReleaseNote(trx, {
        title: params.title,
        body: params.body,
        category: params.category,
        authorId: context.session.userId,
        now: context.now,
      });
      await logOperation(trx, {
        operation: 'release-note-published',
        target: note.title,
        actor: context.actor,
        now: context.now,
      });
      return note;
    }),
  ),
  implement(releaseNoteEditListAct, (params, context) => listEditableNotes(context.db, params)),
  implement(releaseNoteSaveAct, (params, context) => saveNote(context.db, params, writerOf(context))),
  implement(releaseNoteStateAct, (params, context) =>
    setNoteState(context.db, params.id, params.state, writerOf(context)),
  ),
  implement(releaseNoteDeleteAct, (params, context) => deleteNote(context.db, params.id, writerOf(context))),
];
