import {
  communityPostAct,
  communityPostsAct,
  deleteCommentAct,
  deletePostAct,
  labelPostAct,
  memberCommunityTokenAct,
  moderatePostAct,
  pendingPostsAct,
  pinPostAct,
  systemMsgListAct,
  systemMsgSendAct,
  systemMsgWithdrawAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { ActError } from '../../domain/act-error.js';
import { issueMemberToken } from './member-token.js';
import { listPosts } from './post-list.js';
import {
  deleteComment,
  deletePost,
  labelPost,
  moderatePost,
  pendingCount,
  pinPost,
} from './post-moderation.js';
import { commentsOf, readPost } from './post-read.js';
import { listSystemMsgs, sendSystemMsg, withdrawSystemMsg } from './system-msgs.js';

export const communityHandlers = [
  implement(communityPostsAct, async (params, context) =>
    listPosts(context.db, await context.scope(), params),
  ),

  implement(communityPostAct, async ({ id }, context) => {
    const post = await readPost(context.db, id);
    if (!post) throw new ActError('NOT_FOUND', `There is no community post ${id}.`);
    return { post, comments: await commentsOf(context.db, id) };
  }),

  implement(moderatePostAct, (params, context) => moderatePost(context.db, params, context)),

  implement(pinPostAct, (params, context) => pinPost(context.db, params, context)),

  implement(labelPostAct, (params, context) => labelPost(context.db, params, context)),

  implement(deletePostAct, async (params, context) => {
    await deletePost(context.db, params, context);
    return { id: params.id };
  }),

  implement(deleteCommentAct, async (params, context) => {
    await deleteComment(context.db, params, context);
    return params;
  }),

  implement(pendingPostsAct, async (_params, context) => {
    const scope = await context.scope();
    return { count: await pendingCount(context.db, scope.kind === 'all' ? 'all' : scope.buildingIds) };
  }),

  implement(memberCommunityTokenAct, ({ member }, context) => issueMemberToken(context.db, member, context)),

  implement(systemMsgListAct, (params, context) => listSystemMsgs(context.db, params, context.now)),

  implement(systemMsgSendAct, (params, context) => sendSystemMsg(context.db, params, context)),

  implement(systemMsgWithdrawAct, ({ id }, context) => withdrawSystemMsg(context.db, id, context)),
];
