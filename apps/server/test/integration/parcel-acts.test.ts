// The parcel and message acts through the act channel: filters, paging, detail, actions single and bulk, and the
// building scope of every act that takes a parcel, locker, message or building.
import { revealCode } from '../../src/sections/sms/pickup-code-secrecy.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageItem, ParcelListItem, ParcelPackage } from '@bluemanager/protocol';
import type { Database } from '../../src/db/schema.js';
import { FAILED_MESSAGE_ERROR, FAILED_MESSAGE_PARCELS } from '../../src/db/seed/plan-failed-messages.js';
import { dispatchDueMessages } from '../../src/sections/sms/message-dispatcher.js';
import { outboxProvider } from '../../src/sections/sms/message-provider.js';
import { depositInto, freeCompartment } from '../support/parcel-fixtures.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface ListBody {
  data: { total: number; capped: boolean; items: ParcelListItem[] };
}

const ACTION_ACTS: [number, object][] = [
  [51010, {}],
  [51011, { reason: 'Handed over' }],
  [51012, {}],
  [51013, { hours: 24 }],
  [51014, {}],
  [51015, { reason: 'Door open' }],
  [51016, {}],
];

describe.each(testDialects())('parcel acts on %s', (dialect) => {
  let portal: TestPortal;
  let db: Kysely<Database>;
  let admin: string;
  let bdadmin: string;
  let managed: number[];
  let foreignParcel: number;
  let foreignBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    db = portal.database.handle.db;
    admin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    managed = await portal.managedBuildings('bdadmin');
    const foreign = await db
      .selectFrom('parcels')
      .select(['id', 'building_id'])
      .where('building_id', 'not in', managed)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    foreignParcel = foreign.id;
    foreignBuilding = foreign.building_id;
  });
  afterAll(() => portal?.close());

  const list = async (token: string, params: object) => {
    const { status, body } = await portal.act('parcel list', { t: token, ...params });
    expect(status, JSON.stringify(body)).toBe(200);
    return (body as unknown as ListBody).data;
  };
  const pkg = (item: ParcelListItem) => portal.codec.decryptJson(item.pkg) as ParcelPackage;

  it('lists a building’s pending parcels, newest deposit first, with the count', async () => {
    const buid = managed[0] ?? 0;
    const page = await list(admin, { buid, state: 'pending', count: 10 });
    const { count } = await db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('building_id', '=', buid)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(count));
    expect(page.capped).toBe(false);
    expect(page.items.length).toBe(Math.min(10, Number(count)));
    expect(page.items.every((item) => item.buid === buid && item.state === 'pending')).toBe(true);
    const times = page.items.map((item) => item.deposit_time ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps a building manager to their buildings, whatever the filter', async () => {
    const page = await list(bdadmin, { count: 200 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => managed.includes(item.buid))).toBe(true);
    expect((await list(bdadmin, { id: foreignParcel })).items).toEqual([]);
    expect((await list(bdadmin, { s: String(foreignParcel) })).items).toEqual([]);
    const refused = await portal.act('parcel list', { t: bdadmin, buid: foreignBuilding });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    const foreignLocker = await db
      .selectFrom('machines')
      .select('uuid')
      .where('building_id', '=', foreignBuilding)
      .executeTakeFirstOrThrow();
    const byLocker = await portal.act('parcel list', { t: bdadmin, muuid: foreignLocker.uuid });
    expect(byLocker.body).toMatchObject({
      code: 'FORBIDDEN',
      msg: `Locker ${foreignLocker.uuid} is not in one of your buildings.`,
    });
    expect((await portal.act('parcel list', { t: bdadmin, muuid: 'no-such-locker' })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.act('parcel list', { t: admin, muuid: 'no-such-locker' })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('filters by locker, carrier, phone, email, id, overtime and dates', async () => {
    const sample = await db
      .selectFrom('parcels')
      .innerJoin('machines', 'machines.id', 'parcels.machine_id')
      .select(['parcels.id', 'parcels.phone', 'parcels.email', 'machines.uuid', 'parcels.deposited_at'])
      .where('parcels.state', '=', 'pending')
      .where('parcels.email', '!=', '')
      .orderBy('parcels.id')
      .executeTakeFirstOrThrow();
    const byLocker = await list(admin, { muuid: sample.uuid, count: 200 });
    expect(byLocker.items.every((item) => item.muuid === sample.uuid)).toBe(true);
    const byCarrier = await list(admin, { c: 'AMAZ', count: 200 });
    expect(byCarrier.items.length).toBeGreaterThan(0);
    expect(byCarrier.items.every((item) => item.carrier === 'Amazon')).toBe(true);
    const phonePart = sample.phone.slice(3);
    const byPhone = await list(admin, { p: phonePart, count: 200 });
    expect(byPhone.items.map((item) => item.id)).toContain(sample.id);
    expect(byPhone.items.every((item) => pkg(item).p.includes(phonePart))).toBe(true);
    // The whole number typed as people write it finds the parcel, in the filter and in the text search.
    const digits = sample.phone;
    for (const typed of [
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6)}`,
      `+1 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    ]) {
      expect(
        (await list(admin, { p: typed, count: 200 })).items.map((item) => item.id),
        typed,
      ).toContain(sample.id);
      expect(
        (await list(admin, { s: typed, count: 200 })).items.map((item) => item.id),
        typed,
      ).toContain(sample.id);
    }
    const emailPart = sample.email.slice(0, 6).toUpperCase();
    const byEmail = await list(admin, { email: emailPart, count: 200 });
    expect(byEmail.items.map((item) => item.id)).toContain(sample.id);
    expect(byEmail.items.every((item) => pkg(item).e.toUpperCase().includes(emailPart))).toBe(true);
    expect((await list(admin, { id: sample.id })).items.map((item) => item.id)).toEqual([sample.id]);
    expect((await list(admin, { id: '' })).total).toBeGreaterThan(0);
    const overdue = await list(admin, { overtime: 1, count: 200 });
    expect(overdue.items.length).toBeGreaterThan(0);
    expect(
      overdue.items.every(
        (item) =>
          item.overdue && item.state === 'pending' && (item.due_time ?? '') < portal.clock.now.toISOString(),
      ),
    ).toBe(true);
    // A day is the building's day: the list shows each parcel's times in its building's zone.
    const localDay = (iso: string, zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date(iso));
    const sampleItem = (await list(admin, { id: sample.id })).items[0];
    if (!sampleItem?.deposit_time) throw new Error('the sample parcel has no deposit time');
    const day = localDay(sampleItem.deposit_time, sampleItem.tz);
    const byDay = await list(admin, { from: day, to: day, count: 200 });
    expect(byDay.items.every((item) => localDay(item.deposit_time ?? '', item.tz) === day)).toBe(true);
    expect(byDay.items.map((item) => item.id)).toContain(sample.id);
    // 03:00 UTC on the 24th is still the 23rd in a Toronto building: it is found under the 23rd, not the 24th.
    const toronto = await db
      .selectFrom('buildings')
      .select('id')
      .where('timezone', '=', 'America/Toronto')
      .executeTakeFirstOrThrow();
    const late = await depositInto(
      db,
      await freeCompartment(db, { buildingId: toronto.id }),
      new Date('2026-11-24T03:00:00.000Z'),
    );
    const idsOn = async (date: string) =>
      (await list(admin, { buid: toronto.id, from: date, to: date, count: 200 })).items.map(
        (item) => item.id,
      );
    expect(await idsOn('2026-11-23')).toContain(late.parcelId);
    expect(await idsOn('2026-11-24')).not.toContain(late.parcelId);
  });

  it('filters the unattended deliveries, alone or with the other filters', async () => {
    const countUnattended = async (where: { state?: string; buildings?: number[] } = {}) => {
      let query = db
        .selectFrom('parcels')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('unattended', '=', 1);
      if (where.state) query = query.where('state', '=', where.state);
      if (where.buildings) query = query.where('building_id', 'in', where.buildings);
      return Number((await query.executeTakeFirstOrThrow()).count);
    };
    const all = await list(admin, { unattended: true, count: 200 });
    expect(all.total).toBe(await countUnattended());
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((item) => item.unattended && item.compartment === null)).toBe(true);
    // The urgent ones of the bell and the admin view (act 50080) are the pending ones.
    const pending = await list(admin, { unattended: '1', state: 'pending', count: 200 });
    expect(pending.total).toBe(await countUnattended({ state: 'pending' }));
    expect(pending.items.every((item) => item.unattended && item.state === 'pending')).toBe(true);
    // A building manager's are their buildings' only.
    const mine = await list(bdadmin, { unattended: 'true', count: 200 });
    expect(mine.total).toBe(await countUnattended({ buildings: managed }));
    expect(mine.items.every((item) => item.unattended && managed.includes(item.buid))).toBe(true);
    // Off (or '', as an empty form sends it) is no filter at all.
    expect((await list(admin, { unattended: false })).total).toBe((await list(admin, {})).total);
    expect((await list(admin, { unattended: '' })).total).toBe((await list(admin, {})).total);
    const bad = await portal.act('parcel list', { t: admin, unattended: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('searches text by parcel id or a substring of phone, email, carrier or name', async () => {
    const sample = await db
      .selectFrom('parcels')
      .select(['id', 'recipient'])
      .where('state', '=', 'collected')
      .executeTakeFirstOrThrow();
    expect((await list(admin, { s: String(sample.id) })).items.map((item) => item.id)).toContain(sample.id);
    const name = sample.recipient.split(' ')[1] ?? sample.recipient;
    const byName = await list(admin, { s: name.toLowerCase(), count: 200 });
    expect(byName.items.every((item) => pkg(item).s.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    expect(byName.total).toBeGreaterThan(0);
  });

  it('takes wildcards literally and refuses substrings under three characters', async () => {
    expect((await list(admin, { p: '%%%' })).total).toBe(0);
    expect((await list(admin, { email: '___' })).total).toBe(0);
    for (const params of [{ p: '55' }, { c: 'Am' }, { email: 'a@' }, { s: 'ab' }]) {
      const { status, body } = await portal.act('parcel list', { t: admin, ...params });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_PARAMS' });
      expect(String(body.msg)).toMatch(/at least 3 characters/);
    }
    // A short run of digits is still a parcel id.
    expect((await portal.act('parcel list', { t: admin, s: '12' })).status).toBe(200);
  });

  it('caps the page size and the offset', async () => {
    expect((await portal.act('parcel list', { t: admin, count: 201 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await portal.act('parcel list', { t: admin, offset: 10_001 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    const second = await list(admin, { state: 'collected', sort: 'id', dir: 'asc', offset: 5, count: 5 });
    const first = await list(admin, { state: 'collected', sort: 'id', dir: 'asc', offset: 0, count: 10 });
    expect(second.items.map((item) => item.id)).toEqual(first.items.slice(5).map((item) => item.id));
  });

  it('sorts by due time', async () => {
    const page = await list(admin, { state: 'pending', sort: 'due', dir: 'asc', count: 50 });
    const dues = page.items.map((item) => item.due_time ?? '');
    expect(dues).toEqual([...dues].sort());
  });

  it('refuses the parcel pages to levels outside the menu entry', async () => {
    for (const username of ['adadmin', 'minibox']) {
      const token = await portal.login(username);
      expect((await portal.act('parcel list', { t: token })).body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('walks a parcel through the actions and shows its timeline and messages', async () => {
    const compartment = await freeCompartment(db, { buildingId: managed[0] });
    const { parcelId } = await depositInto(db, compartment, portal.clock.now);
    const call = (code: number, params: object) => portal.call(code, { t: bdadmin, id: parcelId, ...params });
    expect((await call(51015, { reason: 'Door open' })).body).toMatchObject({
      ret: 1,
      data: { done: 1, failed: 0 },
    });
    expect((await call(51016, {})).status).toBe(200);
    expect((await call(51013, { hours: 12 })).status).toBe(200);
    expect((await call(51012, {})).status).toBe(200);
    expect((await call(51011, { reason: '' })).body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect((await call(51011, { reason: 'Handed over at the desk' })).status).toBe(200);
    const again = await call(51010, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      msg: `Parcel ${parcelId} was already collected, so it cannot be collected.`,
    });
    const detail = await portal.act('parcel detail', { t: bdadmin, id: parcelId });
    const data = detail.body.data as {
      parcel: ParcelListItem;
      timeline: { operation: string; target: string; detail: string; message: string; username: string }[];
      messages: { event: string; channel: string }[];
    };
    expect(data.parcel).toMatchObject({
      id: parcelId,
      state: 'collected',
      close_reason: 'Handed over at the desk',
    });
    expect(data.timeline.map((entry) => entry.message)).toEqual([
      `Parcel ${parcelId} deposited`,
      `Parcel ${parcelId} flagged abnormal: Door open`,
      `Parcel ${parcelId} no longer abnormal`,
      expect.stringMatching(new RegExp(`^Parcel ${parcelId} due time extended: due `)),
      `Parcel ${parcelId} pickup code resent`,
      `Parcel ${parcelId} completed manually: Handed over at the desk`,
    ]);
    expect(data.timeline.slice(1).every((entry) => entry.username === 'bdadmin')).toBe(true);
    // The key, target and detail let the web app word each entry in the user's language.
    expect(data.timeline.map(({ operation, target, detail }) => [operation, target, detail])).toEqual([
      ['parcel-deposited', String(parcelId), ''],
      ['parcel-flagged-abnormal', String(parcelId), 'Door open'],
      ['parcel-abnormal-cleared', String(parcelId), ''],
      ['parcel-extended', String(parcelId), expect.stringMatching(/^due \d{4}-\d{2}-\d{2}T/)],
      ['parcel-code-resent', String(parcelId), ''],
      ['parcel-completed-manually', String(parcelId), 'Handed over at the desk'],
    ]);
    expect(data.messages.map((message) => message.event)).toEqual([
      'deposited',
      'deposited',
      'code-resent',
      'code-resent',
      'collected',
      'collected',
    ]);
    expect((await portal.act('parcel detail', { t: admin, id: 99_999_999 })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('serves a building whose stored time zone is unreadable: deposits, resends and the list read it as UTC', async () => {
    // 52003 used to store 'Mars/Olympus_Mons'; such a row made deposits there and act 51012 answer 500.
    const building = managed[0] ?? 0;
    const { timezone } = await db
      .selectFrom('buildings')
      .select('timezone')
      .where('id', '=', building)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('buildings')
      .set({ timezone: 'Mars/Olympus_Mons' })
      .where('id', '=', building)
      .execute();
    try {
      const compartment = await freeCompartment(db, { buildingId: building });
      const { parcelId } = await depositInto(db, compartment, portal.clock.now);
      const resend = await portal.act('resend pickup code', { t: bdadmin, id: parcelId });
      expect(resend.status, JSON.stringify(resend.body)).toBe(200);
      const detail = await portal.act('parcel detail', { t: bdadmin, id: parcelId });
      expect(detail.status).toBe(200);
      expect(detail.body.data?.parcel).toMatchObject({ id: parcelId, tz: 'UTC' });
      const { items } = await list(bdadmin, { buid: building, id: parcelId });
      expect(items.map((item) => item.tz)).toEqual(['UTC']);
    } finally {
      await db.updateTable('buildings').set({ timezone }).where('id', '=', building).execute();
    }
  });

  it('acts on many parcels at once, one transaction each, reporting each outcome; one out of reach refuses all', async () => {
    const compartment = await freeCompartment(db, { buildingId: managed[0] });
    const { parcelId } = await depositInto(db, compartment, portal.clock.now);
    const collected = await db
      .selectFrom('parcels')
      .select('id')
      .where('state', '=', 'collected')
      .where('building_id', 'in', managed)
      .executeTakeFirstOrThrow();
    // A parcel out of reach refuses the whole call, before anything is done to the others.
    const refused = await portal.act('return parcels to carrier', {
      t: bdadmin,
      ids: [parcelId, collected.id, foreignParcel],
      reason: 'Refused',
    });
    expect(refused.body).toMatchObject({
      code: 'FORBIDDEN',
      msg: `Parcel ${foreignParcel} is not in one of your buildings.`,
    });
    expect(
      (await db.selectFrom('parcels').select('state').where('id', '=', parcelId).executeTakeFirstOrThrow())
        .state,
    ).not.toBe('returned');
    const { body } = await portal.act('return parcels to carrier', {
      t: bdadmin,
      ids: [parcelId, collected.id],
      reason: 'Refused',
    });
    expect(body).toMatchObject({
      ret: 1,
      data: {
        done: 1,
        failed: 1,
        results: [
          { id: parcelId, ok: true },
          { id: collected.id, ok: false, code: 'CONFLICT' },
        ],
      },
    });
    expect(
      (await db.selectFrom('parcels').select('state').where('id', '=', parcelId).executeTakeFirstOrThrow())
        .state,
    ).toBe('returned');
    expect((await portal.act('mark parcels collected', { t: bdadmin, id: 1, ids: [2] })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await portal.act('mark parcels collected', { t: bdadmin })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it("refuses another building's parcel in every act that takes one, and leaves it untouched", async () => {
    const before = await db
      .selectFrom('parcels')
      .selectAll()
      .where('id', '=', foreignParcel)
      .executeTakeFirstOrThrow();
    for (const [code, extra] of [...ACTION_ACTS, [51002, {}] as [number, object]]) {
      const { status, body } = await portal.call(code, { t: bdadmin, id: foreignParcel, ...extra });
      expect(status, `act ${code}`).toBe(403);
      expect(body).toMatchObject({
        code: 'FORBIDDEN',
        msg: `Parcel ${foreignParcel} is not in one of your buildings.`,
      });
    }
    expect(
      (await portal.act('recipient messages', { t: bdadmin, parcel: foreignParcel })).body,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await portal.act('recipient messages', { t: bdadmin, buid: foreignBuilding })).body,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await db.selectFrom('parcels').selectAll().where('id', '=', foreignParcel).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('lists messages in scope and retries a failed one', async () => {
    const mine = await depositInto(
      db,
      await freeCompartment(db, { buildingId: managed[0] }),
      portal.clock.now,
    );
    const theirs = await depositInto(
      db,
      await freeCompartment(db, { buildingId: foreignBuilding }),
      portal.clock.now,
    );
    const page = (await portal.act('recipient messages', { t: bdadmin, count: 200 })).body.data as {
      total: number;
      items: { id: number; buid: number; parcel: number; status: string }[];
    };
    expect(page.items.every((item) => managed.includes(item.buid))).toBe(true);
    expect(page.items.some((item) => item.parcel === mine.parcelId)).toBe(true);
    const [foreignMessage] = await db
      .selectFrom('messages')
      .select('id')
      .where('parcel_id', '=', theirs.parcelId)
      .execute();
    expect((await portal.act('retry message', { t: bdadmin, id: foreignMessage?.id })).body).toMatchObject({
      code: 'FORBIDDEN',
      msg: `Message ${foreignMessage?.id} is not in one of your buildings.`,
    });
    const [message] = await db
      .selectFrom('messages')
      .select('id')
      .where('parcel_id', '=', mine.parcelId)
      .execute();
    const id = message?.id ?? 0;
    expect((await portal.act('retry message', { t: bdadmin, id })).body).toMatchObject({
      code: 'CONFLICT',
      msg: `Message ${id} is queued; only a failed message is retried.`,
    });
    await db
      .updateTable('messages')
      .set({ status: 'failed', attempts: 3, last_error: 'gateway down' })
      .where('id', '=', id)
      .execute();
    const failed = (await portal.act('recipient messages', { t: bdadmin, status: 'failed' })).body.data as {
      items: { id: number; error: string }[];
    };
    expect(failed.items).toContainEqual(expect.objectContaining({ id, error: 'gateway down' }));
    expect((await portal.act('retry message', { t: bdadmin, id })).body).toMatchObject({
      ret: 1,
      data: { id, status: 'queued', attempts: 0 },
    });
    expect((await portal.act('retry message', { t: admin, id: 99_999_999 })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('shows the demo’s failed messages in the parcel detail, and sends one again after a retry', async () => {
    const failed = (await portal.act('recipient messages', { t: admin, status: 'failed', count: 200 })).body
      .data as {
      items: MessageItem[];
    };
    expect(failed.items.length).toBeGreaterThanOrEqual(FAILED_MESSAGE_PARCELS);
    const seeded = failed.items.find((item) => item.error === FAILED_MESSAGE_ERROR);
    expect(seeded).toMatchObject({ channel: 'sms', event: 'reminder', status: 'failed', attempts: 3 });
    const { id, parcel } = seeded as MessageItem;
    const detail = async () =>
      ((await portal.act('parcel detail', { t: admin, id: parcel })).body.data as { messages: MessageItem[] })
        .messages;
    expect(await detail()).toContainEqual(
      expect.objectContaining({ id, status: 'failed', error: FAILED_MESSAGE_ERROR }),
    );
    expect((await portal.act('retry message', { t: admin, id })).body).toMatchObject({
      ret: 1,
      data: { id, status: 'queued', attempts: 0 },
    });
    // The dispatcher sends it with the next batch (here the development outbox, which always delivers).
    await dispatchDueMessages(db, { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    expect(await detail()).toContainEqual(
      expect.objectContaining({ id, status: 'sent', attempts: 1, error: '', provider: 'outbox' }),
    );
    expect((await portal.act('retry message', { t: admin, id })).body).toMatchObject({ code: 'CONFLICT' });
    expect((await portal.act('retry message', { t: admin, id: 'x' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it('lets system admins read and edit the templates, and refuses unknown placeholders', async () => {
    const templates = (await portal.act('notification templates', { t: admin })).body.data as {
      total: number;
    };
    // Five recipient events × four languages × SMS and email, and three managers' alerts × four languages by email.
    expect(templates.total).toBe(5 * 4 * 2 + 3 * 4);
    expect((await portal.act('notification templates', { t: bdadmin })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const edit = {
      event: 'deposited',
      language: 'en',
      channel: 'sms',
      subject: '',
      body: 'Code {code} for {parcelId}',
    };
    const bad = await portal.act('update notification template', { t: admin, ...edit, body: 'Code {pin}' });
    expect(bad.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(String(bad.body.msg)).toContain('{pin}');
    expect((await portal.act('update notification template', { t: admin, ...edit })).body).toMatchObject({
      ret: 1,
      data: { body: edit.body },
    });
    const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), portal.clock.now);
    const sms = await db
      .selectFrom('messages')
      .select(['body', 'secret'])
      .where('parcel_id', '=', parcelId)
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    // Stored with the code masked; the code itself waits beside it until delivery (pickup-code-secrecy.test.ts).
    expect(revealCode(sms.body, sms.secret)).toBe(`Code ${pickupCode} for ${parcelId}`);
  });
});
