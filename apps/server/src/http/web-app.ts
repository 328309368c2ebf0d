import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app when there is one; until then `/` says where the API is. */
export async function webAppRoutes(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  if (webRoot && existsSync(webRoot)) {
    await app.register(fastifyStatic, { root: webRoot, index: 'index.html' });
    return;
  }
  app.get('/', async () => ({
    name: 'BlueManager',
    version: '1.3.0',
    api: 'POST /api (see docs/protocol.md)',
    health: '/healthz',
  }));
}
