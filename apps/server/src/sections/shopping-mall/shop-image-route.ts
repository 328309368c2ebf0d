// The shop's picture routes, the ad media route's shape (media-route.ts) for the catalogue:
// - POST /api/shop/images: one multipart file from a signed-in catalogue editor (Authorization: Bearer); answers
//   {sha256, width, height}, which an item then names in its `images`.
// - GET /shop-images/{sha256} and /shop-images/{sha256}/thumb: public and cached for good (the name is the content's
//   hash, and lockers and the app show the pictures without a session).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_IMAGE_MAX_BYTES,
  SHOP_CATALOGUE_EDITORS,
  SHOP_IMAGE_PATH,
  SHOP_IMAGE_UPLOAD_ROUTE,
  rolesAllow,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { authenticateRoute, type SessionPolicy } from '../../domain/auth/session.service.js';
import { limited } from '../../http/route-limits.js';
import { sendRouteFailure } from '../../http/parcel-export-route.js';
import { bearerToken } from '../parcels/route-session.js';
import { shopImageContent, storeShopImage } from './shop-images.js';

export interface ShopImageRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

const UPLOADS_PER_MINUTE = 30;
const READS_PER_MINUTE = 600;

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

export async function shopImageRoutes(app: FastifyInstance, deps: ShopImageRouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(SHOP_IMAGE_UPLOAD_ROUTE, limited(UPLOADS_PER_MINUTE), async (request, reply) => {
    const now = deps.now();
    try {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
      const session = await authenticateRoute(deps.db, token, now, deps.policy);
      if (!rolesAllow(SHOP_CATALOGUE_EDITORS, session))
        throw new ActError('FORBIDDEN', "Your role may not change the shop's catalogue.");
      if (!request.isMultipart())
        throw new ActError('MALFORMED_REQUEST', 'Send the picture as multipart/form-data.');
      const part = await request.file();
      if (!part) throw new ActError('INVALID_PARAMS', 'No picture was sent.');
      const content = await part.toBuffer().catch((error: unknown) => {
        if (isTooLarge(error))
          throw new ActError(
            'PAYLOAD_TOO_LARGE',
            `A picture may be at most ${AD_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
          );
        throw error;
      });
      const stored = await storeShopImage(
        deps.db,
        { actor: { userId: session.userId, username: session.username, ip: request.ip }, now },
        content,
        part.filename,
      );
      return reply.header('cache-control', 'no-store').send(stored);
    } catch (error) {
      if (!(error instanceof ActError)) request.log.error({ err: error }, 'shop picture upload failed');
      return sendRouteFailure(reply, error);
    }
  });

  const serve = (thumbnail: boolean) =>
    async function (request: { params: { sha256: string } }, reply: FastifyReply): Promise<FastifyReply> {
      const { sha256 } = request.params;
      const found = /^[0-9a-f]{64}$/.test(sha256)
        ? await shopImageContent(deps.db, sha256, thumbnail)
        : undefined;
      if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('There is no such picture.');
      return reply
        .type(found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.content);
    };
  app.get<{ Params: { sha256: string } }>(
    `${SHOP_IMAGE_PATH}/:sha256`,
    limited(READS_PER_MINUTE),
    serve(false),
  );
  app.get<{ Params: { sha256: string } }>(
    `${SHOP_IMAGE_PATH}/:sha256/thumb`,
    limited(READS_PER_MINUTE),
    serve(true),
  );
}
