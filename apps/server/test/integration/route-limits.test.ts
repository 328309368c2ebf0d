// Every route has a limit that fits it: the CSV export, the event stream, the release notes, the short links and the
// device channel answer 429 with the portal's failure shape once a client passes theirs, and another client is not
// held back.
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

  const cases = [
    {
      route: 'the CSV export',
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
      limit: ROUTE_LIMITS.events,
      request: (ip: string) => ({ method: 'GET' as const, url: '/api/events', remoteAddress: ip }),
    },
    {
      route: 'the short links (unknown, refused, and counted all the same)',
      limit: ROUTE_LIMITS.redirect,
      request: (ip: string) => ({ method: 'GET' as const, url: '/r/NoSuchCode', remoteAddress: ip }),
    },
    {
      route: 'the device channel (unsigned, refused, and counted all the same)',
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

  for (const [index, { route, limit, request }] of cases.entries()) {
    it(`limits ${route} to ${limit} a minute per address`, async () => {
      const ip = `10.9.${index}.1`;
      for (let call = 0; call < limit; call += 1) {
        expect((await portal.app.inject(request(ip))).statusCode, `call ${call + 1}`).not.toBe(429);
      }
      const over = await portal.app.inject(request(ip));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', ret: -9 });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await portal.app.inject(request(`10.9.${index}.2`))).statusCode).not.toBe(429);
    });
  }
});
