import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by a hash of its content: a new build is a new name, never a new body. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so the browser asks again each time (a 304 when nothing changed). */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app when there is one: the brotli or gzip copy written at build time when the browser
 * accepts it (scripts/precompress.mjs), hashed assets cached for a year, the page itself revalidated. Until there
 * is a build, `/` says where the API is.
 */
export async function webAppRoutes(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  if (webRoot && existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // The page at '/' is served below: @fastify/static's precompressed lookup answers 404 for a directory index
      // that has no compressed copy (a short index.html has none).
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      },
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
    return;
  }
  app.get('/', async () => ({
    name: 'BlueManager',
    version: '1.3.0',
    api: 'POST /api (see docs/protocol.md)',
    health: '/healthz',
  }));
}
