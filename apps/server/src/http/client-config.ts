import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';

/**
 * GET /client-config: what the web app needs before its first act: the channel's key and IV. They are not secrets
 * from the browser (every client holds them); the cipher keeps the parameters out of proxies' and servers' logs.
 */
export function clientConfigRoute(app: FastifyInstance, config: Config): void {
  app.get('/client-config', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { aesKey: config.aesKey, aesIv: config.aesIv, version: '1.3.0' };
  });
}
