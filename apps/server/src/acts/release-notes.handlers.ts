import { publishReleaseNoteAct } from '@bluemanager/protocol';
import { ActError } from '../act-channel/act-error.js';
import { implement } from '../act-channel/act-handler.js';
import { insertReleaseNote } from '../domain/release-notes/release-note.repository.js';

export const releaseNotesHandlers = [
  implement(publishReleaseNoteAct, async (params, context) => {
    // Release notes speak for the operator: a business partner's admin (level 10 of another company) may not publish.
    if (context.session.bPartner)
      throw new ActError('FORBIDDEN', 'Only the operator publishes release notes.');
    return insertReleaseNote(context.db, {
      title: params.title,
      body: params.body,
      category: params.category,
      authorId: context.session.userId,
      now: context.now,
    });
  }),
];
