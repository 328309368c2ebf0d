import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { purgeEndedSessions } from '../../src/domain/auth/session-cleanup.js';
import { totpCode, totpStep } from '../../src/domain/auth/totp.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const MINUTE = 60_000;

describe.each(testDialects())('sessions on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it('returns the current session without a new token', async () => {
    const token = await portal.login('metro');
    const { body } = await portal.act('current session', { t: token });
    expect(body).toMatchObject({ username: 'metro', level: '11', storedLevel: '1', bPartner: false });
    expect(body).not.toHaveProperty('token');
    expect(Date.parse(String(body.expiresAt))).toBe(portal.clock.now.getTime() + 12 * 60 * MINUTE);
  });

  it('revokes the token at logout, on the server', async () => {
    const token = await portal.login('jukebox');
    expect((await portal.act('logout', { t: token })).body).toEqual({ ret: 1, data: { revoked: true } });
    const after = await portal.act('current session', { t: token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ ret: -5, code: 'SESSION_EXPIRED' });
  });

  it('expires an idle token, and use keeps it alive', async () => {
    const idle = await portal.login('emco');
    const busy = await portal.login('minibox');
    for (let i = 0; i < 3; i += 1) {
      portal.clock.advance(60 * MINUTE);
      expect((await portal.act('current session', { t: busy })).body.username).toBe('minibox');
    }
    const { body } = await portal.act('current session', { t: idle });
    expect(body).toMatchObject({
      code: 'SESSION_EXPIRED',
      msg: 'Your session has expired: please sign in again.',
    });
  });

  it('expires every token at its absolute limit, however busy', async () => {
    const token = await portal.login('amenity');
    for (let hour = 0; hour < 11; hour += 1) {
      portal.clock.advance(60 * MINUTE);
      expect((await portal.act('current session', { t: token })).body.username).toBe('amenity');
    }
    portal.clock.advance(61 * MINUTE);
    expect((await portal.act('current session', { t: token })).body.code).toBe('SESSION_EXPIRED');
  });
});

describe.each(testDialects())('login throttling on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it('locks an account after five failures, with the minutes to wait, even for the right password', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await portal.act('login', { u: 'viu', p: 'wrong' }, { ip: `10.1.0.${i}` })).body.code).toBe(
        'BAD_CREDENTIALS',
      );
    }
    const fifth = await portal.act('login', { u: 'viu', p: 'wrong' }, { ip: '10.1.0.9' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      ret: -13,
      code: 'ACCOUNT_LOCKED',
      msg: 'Too many failed sign-ins: locked, try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    portal.clock.advance(5 * MINUTE);
    const right = await portal.act('login', { u: 'viu', p: DEMO_PASSWORD }, { ip: '10.1.0.10' });
    expect(right.body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      msg: 'Too many failed sign-ins: locked, try again in 10 minutes.',
    });
    const other = await portal.act('login', { u: 'emco', p: DEMO_PASSWORD }, { ip: '10.1.0.10' });
    expect(other.body.level).toBe('14');
    portal.clock.advance(10 * MINUTE);
    const later = await portal.act('login', { u: 'viu', p: DEMO_PASSWORD }, { ip: '10.1.0.10' });
    expect(later.body.level).toBe('16');
  });

  it('locks an address after twenty failures across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 19; i += 1) {
      expect((await portal.act('login', { u: `guess${i}`, p: 'x' }, { ip })).body.code).toBe(
        'BAD_CREDENTIALS',
      );
    }
    expect((await portal.act('login', { u: 'guess19', p: 'x' }, { ip })).body.code).toBe('ACCOUNT_LOCKED');
    expect((await portal.act('login', { u: 'adadmin', p: DEMO_PASSWORD }, { ip })).body.code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect(
      (await portal.act('login', { u: 'adadmin', p: DEMO_PASSWORD }, { ip: '10.2.0.2' })).body.level,
    ).toBe('6');
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 0; i < 4; i += 1)
      await portal.act('login', { u: 'parceladmin', p: 'x' }, { ip: '10.3.0.1' });
    await portal.act('login', { u: 'parceladmin', p: DEMO_PASSWORD }, { ip: '10.3.0.1' });
    const again = await portal.act('login', { u: 'parceladmin', p: 'x' }, { ip: '10.3.0.1' });
    expect(again.body.code).toBe('BAD_CREDENTIALS');
  });
});

describe.each(testDialects())('two-factor on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  const codeAt = (secret: string, offsetSteps = 0) =>
    totpCode(secret, totpStep(portal.clock.now) + offsetSteps);

  it('is set up with a confirmed code, then asked at every login, each code working once', async () => {
    const token = await portal.login('ykmanager');
    const begin = await portal.act('two-factor setup', { t: token });
    const { secret, otpauthUri } = (begin.body as { data: { secret: string; otpauthUri: string } }).data;
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(
      (
        await portal.act('two-factor confirm', {
          t: token,
          v: '000000' === codeAt(secret) ? '111111' : '000000',
        })
      ).body.code,
    ).toBe('TWO_FACTOR_INVALID');
    expect((await portal.act('two-factor confirm', { t: token, v: codeAt(secret) })).body).toEqual({
      ret: 1,
      data: { twoFactor: true, recoveryCodes: expect.arrayContaining([expect.any(String)]) as string[] },
    });

    const withoutCode = await portal.act('login', { u: 'ykmanager', p: DEMO_PASSWORD });
    expect(withoutCode.body).toMatchObject({ ret: -11, code: 'TWO_FACTOR_REQUIRED' });
    // The confirming code's step is used up, so the next step's code is the one to give.
    const sameStep = await portal.act('login', { u: 'ykmanager', p: DEMO_PASSWORD, v: codeAt(secret) });
    expect(sameStep.body).toMatchObject({ ret: -12, code: 'TWO_FACTOR_INVALID' });
    portal.clock.advance(30_000);
    const ok = await portal.act('login', { u: 'ykmanager', p: DEMO_PASSWORD, v: codeAt(secret) });
    expect(ok.body).toMatchObject({ level: '1', twoFactor: true });
    const replay = await portal.act('login', { u: 'ykmanager', p: DEMO_PASSWORD, v: codeAt(secret) });
    expect(replay.body.code).toBe('TWO_FACTOR_INVALID');

    portal.clock.advance(30_000);
    const newToken = String(ok.body.token);
    expect((await portal.act('two-factor off', { t: newToken, v: codeAt(secret) })).body).toEqual({
      ret: 1,
      data: { twoFactor: false },
    });
    expect((await portal.act('login', { u: 'ykmanager', p: DEMO_PASSWORD })).body.level).toBe('1');
  });

  it('limits the code checks: five wrong codes lock turning two-factor off, even with the right one', async () => {
    const token = await portal.login('jukebox');
    const { secret } = (await portal.act('two-factor setup', { t: token })).body.data as { secret: string };
    expect((await portal.act('two-factor confirm', { t: token, v: codeAt(secret) })).body.ret).toBe(1);
    portal.clock.advance(30_000);
    const session = await portal.act('login', { u: 'jukebox', p: DEMO_PASSWORD, v: codeAt(secret) });
    const signedIn = String(session.body.token);
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await portal.act('two-factor off', { t: signedIn, v: wrong });
      expect(answer.body.code, `attempt ${attempt}`).toBe('TWO_FACTOR_INVALID');
    }
    portal.clock.advance(30_000);
    const locked = await portal.act('two-factor off', { t: signedIn, v: codeAt(secret) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(String(locked.body.msg)).toMatch(/try again in \d+ minutes?/);
    // The lock ends with its window; the right code then works.
    portal.clock.advance(15 * 60_000);
    expect((await portal.act('two-factor off', { t: signedIn, v: codeAt(secret) })).body).toMatchObject({
      data: { twoFactor: false },
    });
  });

  it('refuses a second setup while two-factor is on, and confirming without setup', async () => {
    const token = await portal.login('bdadmin');
    expect((await portal.act('two-factor confirm', { t: token, v: '123456' })).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await portal.act('two-factor off', { t: token, v: '123456' })).body).toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe.each(testDialects())('session cleanup on %s', (dialect) => {
  it('deletes sessions a week after they ended, and keeps the others', async () => {
    const portal = await startTestPortal(dialect);
    const ended = await portal.login('emco');
    await portal.act('logout', { t: ended });
    portal.clock.advance(8 * 24 * 60 * MINUTE);
    const fresh = await portal.login('viu');
    expect(await purgeEndedSessions(portal.database.handle.db, portal.clock.now)).toBe(1);
    expect((await portal.act('current session', { t: fresh })).body.username).toBe('viu');
    expect((await portal.act('current session', { t: ended })).body.code).toBe('UNAUTHENTICATED');
    await portal.close();
  });
});
