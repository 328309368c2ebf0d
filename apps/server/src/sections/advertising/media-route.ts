// The ad files' own routes, beside the act channel because a file is bytes, not JSON:
// - POST /api/ads/media: one multipart file from a signed-in advertising admin (Authorization: Bearer; http/picture-upload.ts); the bytes
//   decide what it is (media-inspect.ts); answers the stored file's facts, whose sha256 an item then names.
// - GET /ad-media/{sha256} and /ad-media/{sha256}/thumb: public and cached for good, since a file's name is its
//   content's hash and what it shows hangs on a locker screen in a lobby; an unguessable hash lists nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_IMAGE_TYPES,
  AD_MEDIA_PATH,
  AD_MEDIA_ROUTE,
  AD_ROLES,
  AD_VIDEO_MAX_BYTES,
  AD_VIDEO_TYPES,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { SessionPolicy } from '../../domain/auth/session.service.js';
import { pictureUploadRoute, sessionUploader, sessionWriter } from '../../http/picture-upload.js';
import { limited } from '../../http/route-limits.js';
import { mediaContent, storeMedia } from './ad-media.repository.js';

export interface AdMediaRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

/** Uploads are few (a person choosing files); reads come from screens and lists, and are cached. */
const UPLOADS_PER_MINUTE = 30;
const READS_PER_MINUTE = 600;
/** The largest file the route takes is a film's limit; a picture's tighter one is media-inspect.ts's. */
const AD_UPLOAD_MAX_BYTES = AD_VIDEO_MAX_BYTES;
const AD_UPLOAD_TYPES = [...AD_IMAGE_TYPES, ...AD_VIDEO_TYPES];

export async function adMediaRoutes(app: FastifyInstance, deps: AdMediaRouteDeps): Promise<void> {
  await pictureUploadRoute(app, AD_MEDIA_ROUTE, limited(UPLOADS_PER_MINUTE), {
    noun: 'file',
    maxBytes: AD_UPLOAD_MAX_BYTES,
    kinds: AD_UPLOAD_TYPES,
    logName: 'ad',
    now: deps.now,
    uploader: sessionUploader(deps, {
      roles: AD_ROLES,
      refusal: 'Your role may not upload advertising files.',
    }),
    store: (upload) => storeMedia(deps.db, sessionWriter(upload), upload.bytes, upload.fileName),
    answer: (reply, media) => reply.header('cache-control', 'no-store').send(media),
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
