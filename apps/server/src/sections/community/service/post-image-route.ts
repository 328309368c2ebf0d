// GET /community-images/<name>.webp and <name>-thumb.webp: the pictures of residents' posts, as the server re-encoded
// them. Names are random and never reused, so the answers are cached for good; a name lists nothing else.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { POST_IMAGES } from '@bluemanager/protocol';
import type { Database } from '../../../db/schema.js';
import { limited } from '../../../http/route-limits.js';
import { postImageFile } from '../post-images.js';

/** Boards are read by residents' apps and moderators' lists; a page of thumbnails is a burst. */
const READS_PER_MINUTE = 1200;

export async function postImageRoute(app: FastifyInstance, deps: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: { file: string } }>(
    `${POST_IMAGES.route}/:file`,
    limited(READS_PER_MINUTE),
    async (request, reply) => {
      const bytes = await postImageFile(deps.db, request.params.file);
      if (!bytes)
        return reply.code(404).send({ ret: -7, code: 'NOT_FOUND', msg: 'There is no such picture.' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
