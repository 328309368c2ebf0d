import { publishReleaseNoteAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { insertReleaseNote } from './release-note.repository.js';

// The act's role list is ['10'] without '-2', so a business partner's admin is refused by the dispatcher.
export const releaseNotesHandlers = [
  implement(publishReleaseNoteAct, (params, context) =>
    insertReleaseNote(context.db, {
      title: params.title,
      body: params.body,
      category: params.category,
      authorId: context.session.userId,
      now: context.now,
    }),
  ),
];
