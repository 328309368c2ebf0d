// Every route has a limit that fits it: the CSV export, the event stream, the release notes, the short links and the
// device channel answer 429 once a client passes theirs, with the seconds to wait in the body and in Retry-After,
// and another client is not held back. The device channel refuses in the device protocol's shape; an address no
// route answers counts against the default limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '../../src/http/route-limits.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

describe('route limits', () => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    // The default stays high here; each route's own limit is what is under test.
    portal = await startTestPortal('sqlite');
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const portalShape = (body: unknown, wait: number) =>
    expect(body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      ret: -9,
      msg: `Too many requests: try again in ${wait} seconds.`,
      retryAfterSeconds: wait,
    });
  const cases = [
    {
      route: 'the CSV export',
      shape: portalShape,
      limit: ROUTE_LIMITS.parcelExport,
      request: (ip: string) => ({
        method: 'GET' as const,
        url: '/api/parcels/export.csv?state=collected&c=nomatch',
        headers: { authorization: `Bearer ${admin}` },
        remoteAddress: ip,
      }),
    },
    {
      route: 'the release notes',
      shape: portalShape,
      limit: ROUTE_LIMITS.releaseNotes,
      request: (ip: string) => ({
        method: 'POST' as const,
        url: '/release-notes/list',
        payload: { limit: 3 },
        remoteAddress: ip,
      }),
    },
    {
      route: 'the event stream (refused without a token, and counted all the same)',
      shape: portalShape,
      limit: ROUTE_LIMITS.events,
      request: (ip: string) => ({ method: 'GET' as const, url: '/api/events', remoteAddress: ip }),
    },
    {
      route: 'the short links (unknown, refused, and counted all the same)',
      shape: portalShape,
      limit: ROUTE_LIMITS.redirect,
      request: (ip: string) => ({ method: 'GET' as const, url: '/r/NoSuchCode', remoteAddress: ip }),
    },
    {
      route: 'the device channel (unsigned, refused, and counted all the same)',
      shape: (body: unknown, wait: number) =>
        expect(body).toEqual({
          ok: false,
          code: 'RATE_LIMITED',
          msg: `Too many requests: try again in ${wait} seconds.`,
          retryAfterSeconds: wait,
        }),
      limit: ROUTE_LIMITS.device,
      request: (ip: string) => ({
        method: 'POST' as const,
        url: '/device',
        payload: '{"call":"heartbeat","params":{}}',
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip,
      }),
    },
  ];

  for (const [index, { route, limit, request, shape }] of cases.entries()) {
    it(`limits ${route} to ${limit} a minute per address`, async () => {
      const ip = `10.9.${index}.1`;
      for (let call = 0; call < limit; call += 1) {
        expect((await portal.app.inject(request(ip))).statusCode, `call ${call + 1}`).not.toBe(429);
      }
      const over = await portal.app.inject(request(ip));
      expect(over.statusCode).toBe(429);
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      shape(over.json(), wait);
      expect((await portal.app.inject(request(`10.9.${index}.2`))).statusCode).not.toBe(429);
    });
  }
});

describe('the default limit', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal('sqlite', { RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => portal?.close());

  it('counts calls to addresses no route answers, and answers them 404 until then', async () => {
    const probe = (ip: string) =>
      portal.app.inject({ method: 'POST', url: '/wp-login.php?x=1', remoteAddress: ip });
    for (let call = 0; call < 5; call += 1) {
      const missing = await probe('10.8.0.1');
      expect(missing.statusCode, `call ${call + 1}`).toBe(404);
      expect(missing.json()).toEqual({
        ret: -7,
        code: 'NOT_FOUND',
        msg: 'There is nothing at POST /wp-login.php.',
      });
    }
    const over = await probe('10.8.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: Number(over.headers['retry-after']),
    });
    expect((await probe('10.8.0.2')).statusCode).toBe(404);
  });

  it('refuses the act channel past its own count with an encrypted envelope and Retry-After', async () => {
    for (let call = 0; call < 5; call += 1) {
      expect((await portal.act('service URLs', {}, { ip: '10.8.1.1' })).status).toBe(401);
    }
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api',
      payload: 'act=50038&m=1&par=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.8.1.1',
    });
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(portal.codec.decryptJson(response.payload)).toMatchObject({
      ret: -9,
      code: 'RATE_LIMITED',
      retryAfterSeconds: wait,
    });
  });
});
