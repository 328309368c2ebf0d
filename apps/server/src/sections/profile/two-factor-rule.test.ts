// Two-factor required per level (the Authority's rule) enforced at sign-in, and the recovery codes that come with
// the enrolment, on both databases: an account owing two-factor signs in only to enrol; ten single-use codes,
// stored hashed, each signing in once in place of the one-time code, renewable (voiding the old ones) and limited
// like the codes they stand in for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_MEDIA_ROUTE, SHOP_IMAGE_UPLOAD_ROUTE } from '@bluemanager/protocol';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { totpCode, totpStep } from '../../domain/auth/totp.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('two-factor rule and recovery codes on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const codeAt = (secret: string) => totpCode(secret, totpStep(portal.clock.now));
  const signIn = (username: string, v?: string) =>
    portal.act('login', { u: username, p: DEMO_PASSWORD, ...(v === undefined ? {} : { v }) });

  /** Sets up two-factor for a signed-in account; answers its secret and its first recovery codes. */
  const enrol = async (token: string) => {
    const begin = await portal.act('two-factor setup', { t: token });
    const secret = String(begin.body.data?.secret);
    const confirm = await portal.act('two-factor confirm', { t: token, v: codeAt(secret) });
    expect(confirm.body.data?.twoFactor).toBe(true);
    // The confirming code's step is spent: the next sign-in needs the next step's code.
    portal.clock.advance(30_000);
    return { secret, codes: confirm.body.data?.recoveryCodes ?? [] };
  };

  it('lets an account that owes two-factor sign in only to enrol, then everything once enrolled', async () => {
    expect(
      (await portal.act('set two-factor policy', { t: admin, level: '6', required: true })).body.data
        ?.required,
    ).toBe(true);
    const owing = await signIn('adadmin');
    expect(owing.body).toMatchObject({ level: '6', twoFactor: false, twoFactorSetupRequired: true });
    const token = String(owing.body.token);

    const refused = await portal.act('my sessions', { t: token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED' });
    expect(String(refused.body.msg)).toMatch(/requires two-factor/);
    const rest = await portal.app.inject({
      method: 'GET',
      url: '/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(403);
    expect(rest.payload).toContain('TWO_FACTOR_SETUP_REQUIRED');
    // The routes outside the act channel (here the parcel export) hold it to the same rule.
    const exported = await portal.app.inject({
      method: 'GET',
      url: '/api/parcels/export.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(403);
    expect(exported.payload).toContain('TWO_FACTOR_SETUP_REQUIRED');
    // The picture uploads too (ads and the shop's catalogue), before their own role check.
    for (const url of [AD_MEDIA_ROUTE, SHOP_IMAGE_UPLOAD_ROUTE]) {
      const upload = await portal.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, upload.statusCode, upload.payload]).toEqual([
        url,
        403,
        expect.stringContaining('TWO_FACTOR_SETUP_REQUIRED'),
      ]);
    }
    // What enrolling needs answers: the session, the profile, the setup.
    expect((await portal.act('current session', { t: token })).body.twoFactorSetupRequired).toBe(true);
    expect((await portal.act('my profile', { t: token })).body.data?.username).toBe('adadmin');

    // Another session of the same account can still sign out.
    const other = String((await signIn('adadmin')).body.token);
    expect((await portal.act('logout', { t: other })).body.data).toEqual({ revoked: true });

    const { secret, codes } = await enrol(token);
    expect(codes).toHaveLength(10);
    // The same session now does everything; a new sign-in asks for the code and is whole.
    expect((await portal.act('my sessions', { t: token })).body.ret).toBe(1);
    expect((await portal.act('current session', { t: token })).body.twoFactorSetupRequired).toBe(false);
    const whole = await signIn('adadmin', codeAt(secret));
    expect(whole.body).toMatchObject({ twoFactor: true, twoFactorSetupRequired: false });

    // An account of a level without the rule is untouched.
    expect((await signIn('bdadmin')).body.twoFactorSetupRequired).toBe(false);
    await portal.act('set two-factor policy', { t: admin, level: '6', required: false });
  });

  it('gives ten recovery codes, stored hashed, each signing in once in place of the one-time code', async () => {
    const token = await portal.login('metro');
    const { codes } = await enrol(token);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await portal.database.handle.db
      .selectFrom('recovery_codes')
      .innerJoin('users', 'users.id', 'recovery_codes.user_id')
      .select('recovery_codes.code_hash')
      .where('users.username', '=', 'metro')
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.some((code) => row.code_hash.includes(code.slice(0, 5)))).toBe(false);
    expect((await portal.act('recovery codes left', { t: token })).body.data).toEqual({ left: 10 });

    const first = codes[0] ?? '';
    // Case and spacing do not count.
    const viaRecovery = await signIn('metro', first.toUpperCase().replace('-', ' '));
    expect(viaRecovery.body).toMatchObject({ username: 'metro', twoFactor: true });
    expect((await portal.act('recovery codes left', { t: token })).body.data).toEqual({ left: 9 });
    expect((await signIn('metro', first)).body.code).toBe('TWO_FACTOR_INVALID');
    const logged = await portal.database.handle.db
      .selectFrom('operation_log')
      .select('target')
      .where('operation', '=', 'recovery-code-used')
      .execute();
    expect(logged).toEqual([{ target: 'metro' }]);
  });

  it('renews the codes with a current one-time code, voiding the old ones; a wrong code renews nothing', async () => {
    const token = await portal.login('jukebox');
    const { secret, codes: old } = await enrol(token);
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    expect((await portal.act('renew recovery codes', { t: token, v: wrong })).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await portal.act('renew recovery codes', { t: token, v: 'abc' })).body.code).toBe(
      'INVALID_PARAMS',
    );
    const renewed = await portal.act('renew recovery codes', { t: token, v: codeAt(secret) });
    const fresh = renewed.body.data?.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await signIn('jukebox', String(old[1]))).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await signIn('jukebox', String(fresh[1]))).body).toMatchObject({ username: 'jukebox' });
    expect((await portal.act('recovery codes left', { t: token })).body.data).toEqual({ left: 9 });

    // Turning two-factor off takes its codes with it.
    portal.clock.advance(30_000);
    await portal.act('two-factor off', { t: token, v: codeAt(secret) });
    expect((await portal.act('recovery codes left', { t: token })).body.data).toEqual({ left: 0 });
    expect((await portal.act('renew recovery codes', { t: token, v: codeAt(secret) })).body.code).toBe(
      'CONFLICT',
    );
  });

  it('limits recovery codes like one-time codes: five wrong ones lock the sign-in, even with a right one', async () => {
    const token = await portal.login('emco');
    const { codes } = await enrol(token);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await signIn('emco', `wrng${attempt}-guess`);
      expect(answer.body.code, `attempt ${attempt}`).toMatch(/TWO_FACTOR_INVALID|ACCOUNT_LOCKED/);
    }
    const locked = await signIn('emco', String(codes[2]));
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    portal.clock.advance(20 * 60_000);
    expect((await signIn('emco', String(codes[2]))).body).toMatchObject({ username: 'emco' });
  });
});
