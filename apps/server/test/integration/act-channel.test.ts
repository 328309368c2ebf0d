// Every failure of the act channel answers with the one envelope, encrypted, never a 500 or a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actFormBody } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('act channel on %s', (dialect) => {
  let portal: TestPortal;
  let token: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect, { BODY_LIMIT_BYTES: '4096' });
    token = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  it('answers an unknown act', async () => {
    const { status, body } = await portal.call(99999, { t: token });
    expect(status).toBe(404);
    expect(body).toMatchObject({ ret: -1, code: 'UNKNOWN_ACT', msg: 'There is no act 99999.' });
  });

  it.each([
    ['no par', 'act=50038&m=1'],
    ['a non-numeric act', 'act=abc&m=1&par=AAAA'],
    ['m other than 1', 'act=50038&m=2&par=AAAA'],
    ['par that is not base64', 'act=50038&m=1&par=%25%25%25'],
    ['par that is not whole AES blocks', 'act=50038&m=1&par=c2hvcnQ%3D'],
  ])('answers a malformed body: %s', async (_case, payload) => {
    const { status, body } = await portal.post(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ret: -2, code: 'MALFORMED_REQUEST' });
  });

  it('answers par encrypted with another key', async () => {
    const { createBrowserActCodec } = await import('@bluemanager/protocol');
    const stranger = createBrowserActCodec('some-other-key!!', 'BlueManagerDemo!');
    const { body } = await portal.post(actFormBody(50038, stranger.encryptJson({ t: token })));
    expect(body).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });

  it('answers par holding JSON that is not an object', async () => {
    const { body } = await portal.post(actFormBody(50038, portal.codec.encryptJson([1, 2])));
    expect(body).toMatchObject({
      code: 'MALFORMED_REQUEST',
      msg: 'par must hold a JSON object of parameters.',
    });
  });

  it('answers a body that is not a form', async () => {
    const json = await portal.post('{"act":50038}', 'application/json');
    expect(json.body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const text = await portal.post('act=50038', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const brokenJson = await portal.post('{"act":', 'application/json');
    expect(brokenJson.body).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });

  it('answers a body over the size limit', async () => {
    const { status, body } = await portal.post(`act=50038&m=1&par=${'A'.repeat(8192)}`);
    expect(status).toBe(413);
    expect(body).toMatchObject({ ret: -10, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers invalid parameters with the issues', async () => {
    const { status, body } = await portal.act('machine list', { t: token, n: 5000, dt: 'bike' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ret: -3, code: 'INVALID_PARAMS' });
    expect((body.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['dt', 'n']);
    expect(body.msg).toMatch(/^Invalid parameters for act 8012: /);
  });

  it('answers a missing token and an unknown token', async () => {
    const missing = await portal.act('service URLs', {});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ ret: -4, code: 'UNAUTHENTICATED' });
    const unknown = await portal.act('service URLs', { t: 'x'.repeat(43) });
    expect(unknown.body).toMatchObject({ ret: -4, code: 'UNAUTHENTICATED' });
    const wrongType = await portal.act('service URLs', { t: 12345 });
    expect(wrongType.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers a level that may not call the act', async () => {
    const parcelAdmin = await portal.login('parceladmin');
    const { status, body } = await portal.act('support requests', { t: parcelAdmin });
    expect(status).toBe(403);
    expect(body).toMatchObject({ ret: -6, code: 'FORBIDDEN' });
  });

  it('answers a server failure with the envelope and no details', async () => {
    const broken = await startTestPortal(dialect);
    const brokenToken = await broken.login('sysadmin');
    await broken.database.handle.db.schema.dropTable('service_urls').execute();
    const { status, body } = await broken.act('service URLs', { t: brokenToken });
    await broken.close();
    expect(status).toBe(500);
    expect(body).toEqual({ ret: -99, code: 'INTERNAL', msg: 'The server failed; nothing was saved.' });
  });
});

describe.each(testDialects())('rate limit on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect, { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => portal?.close());

  it('answers RATE_LIMITED past the limit per address, and only for that address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await portal.act('service URLs', {}, { ip: '10.9.9.9' })).body.code).toBe('UNAUTHENTICATED');
    }
    const limited = await portal.act('service URLs', {}, { ip: '10.9.9.9' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ret: -9, code: 'RATE_LIMITED' });
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await portal.act('service URLs', {}, { ip: '10.9.9.8' })).body.code).toBe('UNAUTHENTICATED');
  });
});
