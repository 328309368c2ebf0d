// Every act at once, on both databases: a NUL (or any control character) in any parameter, the token and the
// login's user name included, is refused as INVALID_PARAMS; an integer past the database's integer columns in any
// parameter is refused too; neither ever answers 500. The CSV export refuses the same filter before it starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTS, MAX_INT32 } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const NUL_TEXT = 'Maple\u0000Court';
const paramNames = (shape: unknown): string[] =>
  typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];

describe.each(testDialects())('malformed input on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  it('refuses a control character in any parameter of any act as INVALID_PARAMS', async () => {
    let calls = 0;
    for (const act of ACTS) {
      const names = [...paramNames((act.params as { shape?: unknown }).shape), 't'];
      for (const name of names) {
        const params = name === 't' ? { t: `${admin}\u0000` } : { t: admin, [name]: NUL_TEXT };
        const { status, body } = await portal.call(act.code, params);
        calls += 1;
        expect(status, `${act.code} ${name}`).toBe(400);
        expect(body, `${act.code} ${name}`).toMatchObject({ code: 'INVALID_PARAMS' });
      }
    }
    // Before sign-in too: the login's user name.
    const login = await portal.act('login', { u: 'sys\u0000admin', p: 'x' });
    expect(login.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(calls).toBeGreaterThan(100);
  });

  it('never answers 500 to an integer past the integer columns, in any parameter', async () => {
    for (const act of ACTS) {
      for (const name of paramNames((act.params as { shape?: unknown }).shape)) {
        const { status, body } = await portal.call(act.code, { t: admin, [name]: MAX_INT32 + 1 });
        expect(status, `${act.code} ${name}`).toBeLessThan(500);
        expect(body.code, `${act.code} ${name}`).not.toBe('INTERNAL');
      }
    }
    // An id that cannot name a row is a parameter error, not a missing row.
    const detail = await portal.act('parcel detail', { t: admin, id: MAX_INT32 + 1 });
    expect(detail.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('refuses a NUL in the CSV export filter before sending a byte', async () => {
    const response = await portal.app.inject({
      url: `/api/parcels/export.csv?p=${encodeURIComponent(NUL_TEXT)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAMS' });
  });
});
