import {
  blockAddAct,
  blockListAct,
  blockRemoveAct,
  signInLockListAct,
  signInUnlockAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { addBlock, listBlocks, removeBlock } from './blocked-contacts.js';
import { listSignInLocks, unlockSignIn } from './sign-in-locks.js';

export const blocklistHandlers = [
  implement(blockListAct, (params, context) => listBlocks(context.db, params, context.now)),

  implement(blockAddAct, (params, context) => addBlock(context.db, params, context)),

  implement(blockRemoveAct, async ({ id }, context) => {
    await removeBlock(context.db, id, context);
    return { id };
  }),

  implement(signInLockListAct, (_params, context) => listSignInLocks(context.db, context.now)),

  implement(signInUnlockAct, async (params, context) => {
    await unlockSignIn(context.db, params, context);
    return params;
  }),
];
