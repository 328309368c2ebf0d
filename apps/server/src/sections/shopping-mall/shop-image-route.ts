// The shop's picture routes, the upload through http/picture-upload.ts like the ad media's (media-route.ts):
// - POST /api/shop/images: one multipart file from a signed-in catalogue editor (Authorization: Bearer); answers
//   {sha256, width, height}, which an item then names in its `images`.
// - GET /shop-images/{sha256} and /shop-images/{sha256}/thumb: public and cached for good (the name is the content's
//   hash, and lockers and the app show the pictures without a session).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SHOP_CATALOGUE_EDITORS,
  SHOP_IMAGE_MAX_BYTES,
  SHOP_IMAGE_PATH,
  SHOP_IMAGE_TYPES,
  SHOP_IMAGE_UPLOAD_ROUTE,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { SessionPolicy } from '../../domain/auth/session.service.js';
import { pictureUploadRoute, sessionUploader, sessionWriter } from '../../http/picture-upload.js';
import { limited } from '../../http/route-limits.js';
import { shopImageContent, storeShopImage } from './shop-images.js';

export interface ShopImageRouteDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  now: () => Date;
}

const UPLOADS_PER_MINUTE = 30;
const READS_PER_MINUTE = 600;

export async function shopImageRoutes(app: FastifyInstance, deps: ShopImageRouteDeps): Promise<void> {
  await pictureUploadRoute(app, SHOP_IMAGE_UPLOAD_ROUTE, limited(UPLOADS_PER_MINUTE), {
    noun: 'picture',
    maxBytes: SHOP_IMAGE_MAX_BYTES,
    kinds: SHOP_IMAGE_TYPES,
    logName: 'shop picture',
    now: deps.now,
    uploader: sessionUploader(deps, {
      roles: SHOP_CATALOGUE_EDITORS,
      refusal: "Your role may not change the shop's catalogue.",
    }),
    store: (upload) => storeShopImage(deps.db, sessionWriter(upload), upload.bytes, upload.fileName),
    answer: (reply, stored) => reply.header('cache-control', 'no-store').send(stored),
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
