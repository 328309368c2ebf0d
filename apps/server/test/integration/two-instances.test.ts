// Two server instances on one PostgreSQL database (and one Redis), as behind a load balancer: what one instance
// decides holds on the other. A session ended on one is refused by the other at once (its session cache is told
// through the live hub), the rate limits count once across both (Redis), a failed sign-in on one counts on the
// other (the database), and a background job's pass runs on one instance at a time (an advisory lock).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actFormBody, actNamed } from '@bluemanager/protocol';
import { buildApp } from '../../src/app.js';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { exclusively } from '../../src/jobs/exclusively.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 6;

// PostgreSQL is the only dialect several instances share; SQLite is served by one.
describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'two instances on one %s database',
  (dialect) => {
    let first: TestPortal;
    let handle: DatabaseHandle;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await startTestPortal(dialect, {
        REDIS_URL: TEST_REDIS_URL,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
      });
      handle = openPostgres(first.database.url);
      second = await buildApp({ config: first.config, database: handle, now: () => first.clock.now });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await handle?.close();
      await first?.close();
    });

    /** An act call on the second instance, from an address, as the first instance's client makes them. */
    const onSecond = async (name: Parameters<TestPortal['act']>[0], params: object, ip: string) => {
      const response = await second.inject({
        method: 'POST',
        url: '/api',
        payload: actFormBody(actNamed(name).code, first.codec.encryptJson(params)),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip,
      });
      return {
        status: response.statusCode,
        body: first.codec.decryptJson(response.payload) as Record<string, unknown>,
      };
    };

    it('refuses on one instance a session that ended on the other, at once', async () => {
      const token = await first.login('jukebox');
      // The second instance has read the session, and keeps it for a few seconds.
      expect((await onSecond('current session', { t: token }, '10.7.0.1')).body.username).toBe('jukebox');
      expect((await first.act('logout', { t: token }, { ip: '10.7.0.2' })).status).toBe(200);
      // The test clock stands still, so only the hub's message can make the second instance forget it.
      const deadline = Date.now() + 2_000;
      let answer = await onSecond('current session', { t: token }, '10.7.0.1');
      while (answer.status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await onSecond('current session', { t: token }, '10.7.0.1');
      }
      expect(answer.body).toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('counts an address once across both instances, on the act channel and elsewhere', async () => {
      const ip = '10.7.1.1';
      for (let call = 0; call < LIMIT; call += 1) {
        const answer =
          call % 2 === 0
            ? await first.act('service URLs', {}, { ip })
            : await onSecond('service URLs', {}, ip);
        expect(answer.body.code, `call ${call + 1}`).toBe('UNAUTHENTICATED');
      }
      expect((await onSecond('service URLs', {}, ip)).body).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await first.act('service URLs', {}, { ip })).body).toMatchObject({ code: 'RATE_LIMITED' });

      const health = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/healthz', remoteAddress: ip });
      for (let call = 0; call < LIMIT; call += 1) {
        expect((await health(call % 2 === 0 ? first.app : second)).statusCode, `call ${call + 1}`).toBe(200);
      }
      const refused = await health(second);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another address is not held back.
      expect(
        (await second.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.7.1.2' })).statusCode,
      ).toBe(200);
    });

    it('counts failed sign-ins on both instances towards one lock', async () => {
      // Four wrong passwords, two on each instance; the fifth locks the account, whichever instance hears it.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const params = { u: 'emco', p: 'wrong password' };
        const ip = `10.7.2.${attempt + 1}`;
        const answer =
          attempt % 2 === 0 ? await first.act('login', params, { ip }) : await onSecond('login', params, ip);
        expect(answer.body.code, `attempt ${attempt + 1}`).toBe('BAD_CREDENTIALS');
      }
      expect((await onSecond('login', { u: 'emco', p: 'wrong again' }, '10.7.2.8')).body).toMatchObject({
        code: 'ACCOUNT_LOCKED',
      });
      expect(
        (await first.act('login', { u: 'emco', p: DEMO_PASSWORD }, { ip: '10.7.2.9' })).body,
      ).toMatchObject({
        code: 'ACCOUNT_LOCKED',
      });
    });

    it('runs a background pass on one instance at a time', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => (started = resolve));
      const firstPass = exclusively(first.database.handle.db, 'test-job', async () => {
        started();
        await held;
      });
      await running;
      let secondRan = false;
      expect(
        await exclusively(handle.db, 'test-job', async () => {
          secondRan = true;
        }),
      ).toBe(false);
      expect(secondRan).toBe(false);
      // Another job is not held up by this one.
      expect(await exclusively(handle.db, 'other-job', async () => undefined)).toBe(true);
      release();
      expect(await firstPass).toBe(true);
      expect(await exclusively(handle.db, 'test-job', async () => undefined)).toBe(true);
    });
  },
);

// SQLite is served by one instance: nothing to share, so a pass never waits for another.
describe.each(testDialects().filter((dialect) => dialect === 'sqlite'))('one instance on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it('runs every background pass, with no lock to take', async () => {
    const db = portal.database.handle.db;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstPass = exclusively(db, 'test-job', () => held);
    expect(await exclusively(db, 'test-job', async () => undefined)).toBe(true);
    release();
    expect(await firstPass).toBe(true);
  });
});
