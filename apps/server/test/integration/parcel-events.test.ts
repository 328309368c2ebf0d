// GET /api/events: live parcel changes for the users who may see them, across server instances on PostgreSQL.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';
import type { ParcelChange } from '../../src/domain/events/parcel-change.js';
import { depositInto, freeCompartment } from '../support/parcel-fixtures.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface Stream {
  changes: ParcelChange[];
  /** Settles when the server ends the stream (its `end` event, or the body closing); rejects after 5 s. */
  ended(): Promise<void>;
  waitFor(predicate: (change: ParcelChange) => boolean): Promise<ParcelChange>;
  close(): void;
}

async function subscribe(address: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/events?t=${encodeURIComponent(token)}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const changes: ParcelChange[] = [];
  const waiting = new Set<() => void>();
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  void (async () => {
    for (;;) {
      const next = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!next || next.done) {
        finish();
        return;
      }
      buffer += next.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: ready')) ready();
        if (block.includes('event: end')) finish();
        const data = /^event: parcel\ndata: (.*)$/m.exec(block)?.[1];
        if (data) changes.push(JSON.parse(data) as ParcelChange);
        for (const wake of waiting) wake();
      }
    }
  })();
  await isReady;
  return {
    changes,
    ended: () =>
      Promise.race([
        finished,
        new Promise<void>((_resolve, reject) =>
          setTimeout(() => reject(new Error('the stream did not end')), 5_000),
        ),
      ]),
    waitFor: (predicate) =>
      new Promise((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error(`no such event; got ${JSON.stringify(changes)}`)),
          5_000,
        );
        const check = () => {
          const found = changes.find(predicate);
          if (!found) return;
          clearTimeout(timeout);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

describe.each(testDialects())('live parcel events on %s', (dialect) => {
  let portal: TestPortal;
  let db: Kysely<Database>;
  let address: string;
  let admin: string;
  let bdadmin: string;
  let managed: number[];
  let foreignBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    db = portal.database.handle.db;
    address = await portal.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    managed = await portal.managedBuildings('bdadmin');
    foreignBuilding = (
      await db.selectFrom('buildings').select('id').where('id', 'not in', managed).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  it('refuses a missing or unknown token and roles without the parcel pages', async () => {
    expect((await fetch(`${address}/api/events`)).status).toBe(401);
    expect((await fetch(`${address}/api/events?t=nope`)).status).toBe(401);
    const adadmin = await portal.login('adadmin');
    expect((await fetch(`${address}/api/events?t=${adadmin}`)).status).toBe(403);
  });

  it('ends a stream as soon as its session logs out, long before the next heartbeat', async () => {
    const token = await portal.login('bdadmin');
    const stream = await subscribe(address, token);
    try {
      expect((await portal.act('logout', { t: token })).status).toBe(200);
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  it("tells a building manager about their buildings' parcels and nothing else", async () => {
    const stream = await subscribe(address, bdadmin);
    try {
      const foreign = await depositInto(
        db,
        await freeCompartment(db, { buildingId: foreignBuilding }),
        portal.clock.now,
      );
      const own = await depositInto(
        db,
        await freeCompartment(db, { buildingId: managed[0] }),
        portal.clock.now,
      );
      await stream.waitFor((change) => change.parcelId === own.parcelId && change.kind === 'deposited');
      const collected = await portal.act('mark parcels collected', { t: admin, id: own.parcelId });
      expect(collected.status).toBe(200);
      const change = await stream.waitFor((c) => c.parcelId === own.parcelId && c.kind === 'collected');
      expect(change).toMatchObject({ buildingId: managed[0], state: 'collected' });
      expect(stream.changes.some((c) => c.parcelId === foreign.parcelId)).toBe(false);
    } finally {
      stream.close();
    }
  });
});

// PostgreSQL is the only dialect several instances share; SQLite is served by one.
describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'live parcel events across instances on %s',
  (dialect) => {
    let portal: TestPortal;
    let db: Kysely<Database>;
    let admin: string;
    let bdadmin: string;
    let managed: number[];
    beforeAll(async () => {
      portal = await startTestPortal(dialect);
      db = portal.database.handle.db;
      admin = await portal.login('sysadmin');
      bdadmin = await portal.login('bdadmin');
      managed = await portal.managedBuildings('bdadmin');
    });
    afterAll(() => portal?.close());

    it('reaches users connected to another server instance', async () => {
      const handle: DatabaseHandle = openPostgres(portal.database.url);
      let other: FastifyInstance | undefined;
      try {
        other = await buildApp({ config: portal.config, database: handle, now: () => portal.clock.now });
        const otherAddress = await other.listen({ host: '127.0.0.1', port: 0 });
        const stream = await subscribe(otherAddress, bdadmin);
        try {
          const own = await depositInto(
            db,
            await freeCompartment(db, { buildingId: managed[0] }),
            portal.clock.now,
          );
          // The act runs on the first instance; the subscriber listens on the second.
          expect(
            (await portal.act('flag parcels abnormal', { t: admin, id: own.parcelId, reason: 'Door open' }))
              .status,
          ).toBe(200);
          await stream.waitFor((c) => c.parcelId === own.parcelId && c.kind === 'abnormal');
          // A logout on the first instance ends the stream open on the second at once.
          expect((await portal.act('logout', { t: bdadmin })).status).toBe(200);
          await stream.ended();
        } finally {
          stream.close();
        }
      } finally {
        await other?.close();
        await handle.close();
      }
    });
  },
);
