// The ad files' own routes, beside the act channel because a file is bytes, not JSON:
// - POST /api/ads/media: one multipart file from a signed-in advertising admin (Authorization: Bearer); the bytes
//   decide what it is (media-inspect.ts); answers the stored file's facts, whose sha256 an item then names.
// - GET /ad-media/{sha256} and /ad-media/{sha256}/thumb: public and cached for good, since a file's name is its
//   content's hash and what it shows hangs on a locker screen in a lobby; an unguessable hash lists nothing.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_MEDIA_PATH,
  AD_MEDIA_ROUTE,
  AD_ROLES,
  AD_VIDEO_MAX_BYTES,
  rolesAllow,
  type AdMedia,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { authenticateRoute, type SessionPolicy } from '../../domain/auth/session.service.js';
import { limited } from '../../http/route-limits.js';
import { sendRouteFailure } from '../../http/parcel-export-route.js';
import { bearerToken } from '../parcels/route-session.js';
import { mediaContent, storeMedia } from './ad-media.repository.js';

export interface AdMediaRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** Uploads are few (a person choosing files); reads come from screens and lists, and are cached. */
const UPLOADS_PER_MINUTE = 30;
const READS_PER_MINUTE = 600;

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

export async function adMediaRoutes(app: FastifyInstance, deps: AdMediaRouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AD_VIDEO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.post(AD_MEDIA_ROUTE, limited(UPLOADS_PER_MINUTE), async (request, reply) => {
    const now = deps.now();
    try {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
      const session = await authenticateRoute(deps.db, token, now, deps.policy);
      if (!rolesAllow(AD_ROLES, session)) {
        throw new ActError('FORBIDDEN', 'Your role may not upload advertising files.');
      }
      if (!request.isMultipart())
        throw new ActError('MALFORMED_REQUEST', 'Send the file as multipart/form-data.');
      const part = await request.file();
      if (!part) throw new ActError('INVALID_PARAMS', 'No file was sent.');
      const content = await part.toBuffer().catch((error: unknown) => {
        if (isTooLarge(error)) {
          throw new ActError(
            'PAYLOAD_TOO_LARGE',
            `A file may be at most ${AD_VIDEO_MAX_BYTES / 1024 / 1024} MB.`,
          );
        }
        throw error;
      });
      const media: AdMedia = await storeMedia(
        deps.db,
        { actor: { userId: session.userId, username: session.username, ip: request.ip }, now },
        content,
        part.filename,
      );
      return reply.header('cache-control', 'no-store').send(media);
    } catch (error) {
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'ad upload failed');
      return sendRouteFailure(reply, error);
    }
  });

  const serve = (thumbnail: boolean) =>
    async function (request: { params: { sha256: string } }, reply: FastifyReply): Promise<FastifyReply> {
      const { sha256 } = request.params;
      const found = /^[0-9a-f]{64}$/.test(sha256)
        ? await mediaContent(deps.db, sha256, thumbnail)
        : undefined;
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such file.');
      return reply
        .type(found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${sha256}${thumbnail ? '-t' : ''}"`)
        .send(found.content);
    };
  app.get<{ Params: { sha256: string } }>(
    `${AD_MEDIA_PATH}/:sha256`,
    limited(READS_PER_MINUTE),
    serve(false),
  );
  app.get<{ Params: { sha256: string } }>(
    `${AD_MEDIA_PATH}/:sha256/thumb`,
    limited(READS_PER_MINUTE),
    serve(true),
  );
}
