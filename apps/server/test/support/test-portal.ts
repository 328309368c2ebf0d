// A running portal for integration tests: a fresh demo database, the Fastify app, a movable clock, and a client
// that speaks the act channel exactly as docs/protocol.md describes it (browser codec, form body).
import type { FastifyInstance } from 'fastify';
import {
  actFormBody,
  actNamed,
  createBrowserActCodec,
  type ActByName,
  type ActCodec,
  type ActName,
  type ActParams,
  type ActResult,
} from '@bluemanager/protocol';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import type { DialectName } from '../../src/db/dialect.js';
import { findUserByUsername, managedBuildingIds } from '../../src/domain/users/user.repository.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { SEED_NOW } from './seed-now.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export { SEED_NOW };

/** Where a test call comes from: the socket's address, and an X-Forwarded-For header as a proxy (or a client) wrote it. */
export interface CallOptions {
  ip?: string;
  forwardedFor?: string;
}

export interface ActResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The parameters of a call by name: the act's own parameter names (a misspelt one does not compile) and the token;
 * the values are left open, since tests send wrong ones on purpose to see them refused.
 */
export type ActCallParams<N extends ActName> = { t?: unknown } & {
  [K in keyof ActParams<ActByName<N>>]?: unknown;
};

/** The answer of a call by name, with `data` typed by the act's result. */
export interface TypedActResponse<N extends ActName> extends ActResponse {
  body: Record<string, unknown> & {
    ret?: number;
    data?: ActResult<ActByName<N>>;
    code?: string;
    msg?: string;
  };
}

export interface TestPortal {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  codec: ActCodec;
  clock: { now: Date; advance(milliseconds: number): void };
  /** Calls an act by its declared name, with the given parameters (add `t` for a token), from a client address. */
  act<N extends ActName>(
    name: N,
    params: ActCallParams<N>,
    options?: CallOptions,
  ): Promise<TypedActResponse<N>>;
  /** Calls an act by number with any parameters: for what no declaration names (an unknown act, a stray field). */
  call(code: number, params: object, options?: CallOptions): Promise<ActResponse>;
  /** Posts a raw body to /api and decrypts whatever comes back. */
  post(payload: string, contentType?: string): Promise<ActResponse>;
  /** Signs in as a demo account and returns its token. */
  login(username: string): Promise<string>;
  /** The building uids linked to an account, as its scope sees them. */
  managedBuildings(username: string): Promise<number[]>;
  close(): Promise<void>;
}

export async function startTestPortal(
  dialect: DialectName,
  env: Record<string, string> = {},
  appOptions: Pick<AppOptions, 'logDestination'> = {},
): Promise<TestPortal> {
  const database = await createTestDatabase(dialect, 'seeded');
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const clock = {
    now: new Date(SEED_NOW),
    advance(milliseconds: number) {
      clock.now = new Date(clock.now.getTime() + milliseconds);
    },
  };
  const app = await buildApp({ config, database: database.handle, now: () => clock.now, ...appOptions });
  const codec = createBrowserActCodec(config.aesKey, config.aesIv);

  const decode = (status: number, payload: string): ActResponse => ({
    status,
    body: codec.decryptJson(payload) as Record<string, unknown>,
  });
  const post = async (payload: string, contentType = 'application/x-www-form-urlencoded') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api',
      payload,
      headers: { 'content-type': contentType },
    });
    return decode(response.statusCode, response.payload);
  };
  const call = async (code: number, params: object, options: CallOptions = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api',
      payload: actFormBody(code, codec.encryptJson(params)),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return decode(response.statusCode, response.payload);
  };
  const act = <N extends ActName>(name: N, params: ActCallParams<N>, options: CallOptions = {}) =>
    call(actNamed(name).code, params, options) as Promise<TypedActResponse<N>>;
  const login = async (username: string) => {
    const { body } = await act('login', { u: username, p: DEMO_PASSWORD });
    if (typeof body.token !== 'string')
      throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
    return body.token;
  };
  return {
    app,
    database,
    config,
    codec,
    clock,
    act,
    call,
    post,
    login,
    managedBuildings: async (username: string) => {
      const user = await findUserByUsername(database.handle.db, username);
      if (!user) throw new Error(`no user ${username}`);
      return managedBuildingIds(database.handle.db, user.id);
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
