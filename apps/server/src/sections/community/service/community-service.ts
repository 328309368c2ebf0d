// The community service (spec §7): the residents' app and moderators' tools call these paths under
// /api/community with JSON bodies and get text back, a JSON string whose `result` holds the answer (the list, the
// post). A member token reaches only its member's building; staff reach their scope, as the acts do. Documented in
// docs/community-service.md. Every write goes through the same domain code as the acts, so the word filter, the
// report threshold, the operation log and the transactions are the same whichever way a post changes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  boardFilters,
  deletePostAct,
  FAILURES,
  moderatePostAct,
  moderationReason,
  newCommentFields,
  newPostFields,
  pageParams,
  pinPostAct,
  POST_IMAGES,
  POST_STATUS,
  POST_STATUS_NAMES,
  positiveInt,
  reportFields,
  communityPostsAct,
  communityPostAct,
} from '@bluemanager/protocol';
import { validateParams } from '../../../act-channel/validate-params.js';
import { ActError } from '../../../domain/act-error.js';
import type { Database } from '../../../db/schema.js';
import type { SessionPolicy } from '../../../domain/auth/session.service.js';
import { pictureUploadRoute } from '../../../http/picture-upload.js';
import { rateLimitRefusal } from '../../../http/route-limits.js';
import { listPosts } from '../post-list.js';
import { deletePost, moderatePost, pinPost } from '../post-moderation.js';
import { commentsOf, readPost } from '../post-read.js';
import {
  addComment,
  countView,
  createPost,
  deleteOwnPost,
  reportPost,
  residentPost,
} from '../resident-posts.js';
import { liveAnnouncements } from '../system-msgs.js';
import { pictureCopies, storePostImage } from '../post-images.js';
import {
  requireMember,
  requireReach,
  requireStaff,
  serviceCaller,
  type ServiceCaller,
} from './service-caller.js';

export interface CommunityServiceOptions {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** Per member and hour: enough for an active neighbour, not for a flood. */
export const RESIDENT_LIMITS = { posts: 5, comments: 30, reports: 20, pictures: 20 } as const;
const HOUR_MS = 3_600_000;
/** A post is at most 4,000 characters of text; a body ten times that is no post. */
const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    communityCaller?: ServiceCaller;
  }
}

const listBody = z.object({
  buid: positiveInt.optional(),
  ...boardFilters,
  ...pageParams({ maxCount: 100, defaultCount: 25, maxOffset: 100_000 }),
});
const idParam = z.object({ id: positiveInt });
const statusBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === POST_STATUS.published || value === POST_STATUS.rejected,
      '1 publishes, 2 rejects',
    ),
  reason: moderationReason.default(''),
});
const priorityBody = z.object({ priority: z.coerce.number().int().min(0).max(1) });
const byStatusBody = z.object({
  status: z.coerce
    .number()
    .int()
    .min(0)
    .max(POST_STATUS_NAMES.length - 1),
  ...pageParams({ maxCount: 100, defaultCount: 25, maxOffset: 100_000 }),
});

/** The service's answer: JSON text whose `result` holds the list or the post; lists add `total` (and `notices`). */
function answer(
  reply: FastifyReply,
  result: unknown,
  { status = 200, ...beside }: { status?: number; total?: number; notices?: unknown } = {},
): FastifyReply {
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ ret: 1, result, ...beside }));
}

/** A refusal in the service's text envelope. */
function sendFailure(reply: FastifyReply, failure: ActError): FastifyReply {
  return reply
    .code(FAILURES[failure.code].http)
    .type('text/plain; charset=utf-8')
    .send(JSON.stringify(failure.toEnvelope()));
}

function caller(request: FastifyRequest): ServiceCaller {
  if (!request.communityCaller)
    throw new ActError('UNAUTHENTICATED', 'This needs a member token or a staff token.');
  return request.communityCaller;
}

const idOf = (request: FastifyRequest) => validateParams(idParam, request.params, 'the path').id;

export async function communityServiceRoutes(
  app: FastifyInstance,
  options: CommunityServiceOptions,
): Promise<void> {
  const { db, now } = options;
  /**
   * Each resident's own budget per hour, counted after the token says who they are (so neighbours behind one
   * address do not share it). The per-address limit of every route has already run on this request, so this one
   * is asked directly rather than as a second route hook (which @fastify/rate-limit skips once one has run).
   */
  const perMember = (max: number, group: string) => {
    const limiter = app.createRateLimit({
      max,
      timeWindow: HOUR_MS,
      keyGenerator: (request) =>
        request.communityCaller?.kind === 'member'
          ? `community-${group}-member-${request.communityCaller.member.memberId}`
          : `community-${group}-${request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await limiter(request);
      if (verdict.isAllowed || !verdict.isExceeded) return;
      const seconds = Math.max(1, verdict.ttlInSeconds);
      void reply.header('retry-after', String(seconds));
      throw new ActError('RATE_LIMITED', `Too many ${group} for now: try again in ${seconds} seconds.`);
    };
  };

  app.addHook('onRequest', async (request) => {
    request.communityCaller = await serviceCaller(db, request.headers.authorization, {
      ip: request.ip,
      now: now(),
      policy: options.policy,
    });
  });

  app.setErrorHandler((error, request, reply) => {
    const refusal = rateLimitRefusal(error);
    if (refusal) {
      return reply
        .code(429)
        .type('text/plain; charset=utf-8')
        .header('retry-after', String(refusal.retryAfterSeconds))
        .send(JSON.stringify({ ret: refusal.ret, code: refusal.code, msg: refusal.msg }));
    }
    const known =
      error instanceof ActError
        ? error
        : (error as { statusCode?: number }).statusCode === 413
          ? new ActError('INVALID_PARAMS', 'The request body is too large.')
          : (error as { validation?: unknown }).validation !== undefined ||
              (error as { statusCode?: number }).statusCode === 400
            ? new ActError('INVALID_PARAMS', 'The request body is not valid JSON.')
            : undefined;
    if (!known) request.log.error({ err: error }, 'community service failed');
    return sendFailure(reply, known ?? new ActError('INTERNAL', 'The server failed.'));
  });

  const post = { bodyLimit: BODY_LIMIT_BYTES };

  // Create: residents only, held for a moderator when the word filter finds it suspicious.
  app.post(
    '/bulletinlist',
    { ...post, preHandler: perMember(RESIDENT_LIMITS.posts, 'posts') },
    async (request, reply) => {
      const member = requireMember(caller(request));
      const fields = validateParams(newPostFields, request.body ?? {}, 'the post');
      return answer(reply, await createPost(db, fields, { member, ip: request.ip, now: now() }), {
        status: 201,
      });
    },
  );

  // A picture for a post to come (multipart, one `img` per call): answers its name, which the new post then lists.
  await pictureUploadRoute(
    app,
    POST_IMAGES.uploadPath,
    { preHandler: perMember(RESIDENT_LIMITS.pictures, 'pictures') },
    {
      noun: 'picture',
      field: 'img',
      maxBytes: POST_IMAGES.maxBytes,
      kinds: POST_IMAGES.types,
      logName: 'community picture',
      now,
      uploader: (request) => Promise.resolve(requireMember(caller(request))),
      store: async ({ uploader: member, bytes, now: at }) =>
        storePostImage(db, member.memberId, await pictureCopies(bytes), at),
      answer: (reply, image) => answer(reply, image, { status: 201 }),
      fail: sendFailure,
    },
  );

  // The board: a resident's building (published posts, their own waiting ones, live announcements pinned above);
  // staff any building of their scope, every status.
  app.post('/bulletinlistget', post, async (request, reply) => {
    const who = caller(request);
    const filter = validateParams(listBody, request.body ?? {}, 'the board filter');
    if (who.kind === 'member') {
      const scope = { kind: 'some', buildingIds: [who.member.buildingId] } as const;
      const { total, items } = await listPosts(db, scope, {
        ...filter,
        buid: undefined,
        resident: who.member.memberId,
      });
      const notices = await liveAnnouncements(db, who.member, now());
      return answer(reply, items, { total, notices });
    }
    const staff = requireStaff(who, communityPostsAct);
    if (filter.buid !== undefined) requireReach(staff, filter.buid, filter.buid, 'building');
    const { total, items } = await listPosts(db, staff.scope, filter);
    return answer(reply, items, { total });
  });

  app.get('/bulletin/:id', async (request, reply) => {
    const who = caller(request);
    const id = idOf(request);
    if (who.kind === 'member') {
      const found = await residentPost(db, who.member, id);
      return answer(reply, { ...found, comment_list: await commentsOf(db, id) });
    }
    const staff = requireStaff(who, communityPostAct);
    const found = await readPost(db, id);
    requireReach(staff, found?.buid, id);
    return answer(reply, { ...found, comment_list: await commentsOf(db, id) });
  });

  // A member's own posts, whatever their status; staff may ask about a member of their buildings.
  app.get('/mybulletin/:id', async (request, reply) => {
    const who = caller(request);
    const memberId = idOf(request);
    let buildingId: number;
    if (who.kind === 'member') {
      if (memberId !== who.member.memberId)
        throw new ActError('FORBIDDEN', 'You may only list your own posts.');
      buildingId = who.member.buildingId;
    } else {
      const staff = requireStaff(who, communityPostsAct);
      const member = await db
        .selectFrom('members')
        .select('building_id')
        .where('id', '=', memberId)
        .executeTakeFirst();
      requireReach(staff, member?.building_id, memberId, 'member');
      buildingId = member?.building_id ?? 0;
    }
    const mine = await listPosts(
      db,
      { kind: 'some', buildingIds: [buildingId] },
      {
        category: 9,
        sort: 0,
        offset: 0,
        count: 100,
        author: memberId,
      },
    );
    return answer(reply, mine.items);
  });

  app.post('/bulletinstatus/:id', post, async (request, reply) => {
    const staff = requireStaff(caller(request), moderatePostAct);
    const id = idOf(request);
    requireReach(staff, (await readPost(db, id))?.buid, id);
    const { status, reason } = validateParams(statusBody, request.body ?? {}, 'the status');
    if (status === POST_STATUS.rejected && reason === '') {
      throw new ActError('INVALID_PARAMS', 'A rejection needs a reason.', {
        issues: [{ path: 'reason', message: 'enter a reason' }],
      });
    }
    const decision = status === POST_STATUS.published ? 'approve' : 'reject';
    return answer(
      reply,
      await moderatePost(db, { id, decision, reason }, { actor: staff.actor, now: now() }),
    );
  });

  app.post('/bulletindelete/:id', post, async (request, reply) => {
    const who = caller(request);
    const id = idOf(request);
    if (who.kind === 'member') {
      await deleteOwnPost(db, id, { member: who.member, ip: request.ip, now: now() });
    } else {
      const staff = requireStaff(who, deletePostAct);
      requireReach(staff, (await readPost(db, id))?.buid, id);
      await deletePost(db, { id, reason: '' }, { actor: staff.actor, now: now() });
    }
    return answer(reply, { id });
  });

  app.post('/bulletinviews/:id', post, async (request, reply) => {
    const member = requireMember(caller(request));
    return answer(reply, { views: await countView(db, idOf(request), member) });
  });

  // The spec's vote: a resident's report.
  app.post(
    '/bulletinvote/:id',
    { ...post, preHandler: perMember(RESIDENT_LIMITS.reports, 'reports') },
    async (request, reply) => {
      const member = requireMember(caller(request));
      const id = idOf(request);
      const { reason } = validateParams(reportFields, request.body ?? {}, 'the report');
      const reported = await reportPost(db, id, reason, { member, ip: request.ip, now: now() });
      // A resident learns the post is reported, not who else reported it.
      return answer(reply, { id, vote: reported.vote.length, hidden: reported.hidden });
    },
  );

  app.post('/bulletinpriority/:id', post, async (request, reply) => {
    const staff = requireStaff(caller(request), pinPostAct);
    const id = idOf(request);
    requireReach(staff, (await readPost(db, id))?.buid, id);
    const { priority } = validateParams(priorityBody, request.body ?? {}, 'the priority');
    return answer(
      reply,
      await pinPost(db, { id, pinned: priority === 1 }, { actor: staff.actor, now: now() }),
    );
  });

  app.post('/bulletinlistbystatus', post, async (request, reply) => {
    const staff = requireStaff(caller(request), communityPostsAct);
    const { status, offset, count } = validateParams(byStatusBody, request.body ?? {}, 'the status');
    const listed = await listPosts(db, staff.scope, {
      category: 9,
      sort: 0,
      offset,
      count,
      status: POST_STATUS_NAMES[status],
    });
    return answer(reply, listed.items, { total: listed.total });
  });

  app.get('/comments/:id', async (request, reply) => {
    const who = caller(request);
    const id = idOf(request);
    if (who.kind === 'member') await residentPost(db, who.member, id);
    else requireReach(requireStaff(who, communityPostAct), (await readPost(db, id))?.buid, id);
    return answer(reply, await commentsOf(db, id));
  });

  app.post(
    '/comments/:id',
    { ...post, preHandler: perMember(RESIDENT_LIMITS.comments, 'comments') },
    async (request, reply) => {
      const member = requireMember(caller(request));
      const { body } = validateParams(newCommentFields, request.body ?? {}, 'the comment');
      return answer(
        reply,
        await addComment(db, idOf(request), body, { member, ip: request.ip, now: now() }),
        { status: 201 },
      );
    },
  );

  // Community system: the announcements live on the resident's board now.
  app.get('/system', async (request, reply) => {
    const member = requireMember(caller(request));
    return answer(reply, await liveAnnouncements(db, member, now()));
  });
}
