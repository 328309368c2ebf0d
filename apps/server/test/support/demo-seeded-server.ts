// A server on loopback over a database seeded with the demo network, for the describe block that calls this: the
// sections' demo-fleet tests drive it through the device channel as the demo fleet does.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { DialectName } from '../../src/db/dialect.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface DemoSeededServer {
  database: TestDatabase;
  url: string;
}

/** Starts before the block's tests and stops after them; the answer reads the running server. */
export function demoSeededServer(dialect: DialectName): () => DemoSeededServer {
  let server: DemoSeededServer | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    await seedDemo(database.handle.db, { now: new Date(), hashPassword: async () => 'not-a-real-hash' });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: database.handle });
    server = { database, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
  });
  afterAll(async () => {
    await app?.close();
    await server?.database.drop();
  });
  return () => {
    if (!server) throw new Error('the demo server is read before it started');
    return server;
  };
}
