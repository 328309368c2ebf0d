// The BlueTags (acts 59004–59007): the list, and issuing, blocking and replacing a tag. The building was checked
// against the caller's scope by the dispatcher; a tag, member or item is then looked up within that building only,
// so one of another building reads as refused even for a caller who reaches both.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { ActParsedParams, ActResult, AmenityTagItem, amenityTagListAct } from '@bluemanager/protocol';
import { AMENITY_TAG_KINDS, AMENITY_TAG_STATES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

function tagQuery(db: Kysely<Database>) {
  return db
    .selectFrom('amenity_tags')
    .innerJoin('buildings', 'buildings.id', 'amenity_tags.building_id')
    .leftJoin('members', 'members.id', 'amenity_tags.member_id')
    .leftJoin('amenity_items', 'amenity_items.id', 'amenity_tags.item_id')
    .leftJoin('amenity_tags as successor', 'successor.id', 'amenity_tags.replaced_by')
    .select([
      'amenity_tags.id',
      'amenity_tags.uid',
      'amenity_tags.building_id',
      'amenity_tags.kind',
      'amenity_tags.member_id',
      'amenity_tags.item_id',
      'amenity_tags.state',
      'amenity_tags.issued_at',
      'amenity_tags.blocked_at',
      'amenity_tags.reason',
      'buildings.name as bname',
      'buildings.timezone',
      'members.name as member',
      'members.unit',
      'amenity_items.name as item',
      'successor.uid as successor',
    ]);
}

type TagRow = Awaited<ReturnType<ReturnType<typeof tagQuery>['execute']>>[number];

function toTagItem(row: TagRow): AmenityTagItem {
  return {
    id: row.id,
    uid: row.uid,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    kind: AMENITY_TAG_KINDS.find((kind) => kind === row.kind) ?? 'member',
    member_id: row.member_id,
    member: row.member ? (row.unit ? `${row.member} (${row.unit})` : row.member) : '',
    item_id: row.item_id,
    item: row.item ?? '',
    state: AMENITY_TAG_STATES.find((state) => state === row.state) ?? 'blocked',
    issued_at: row.issued_at,
    blocked_at: row.blocked_at,
    reason: row.reason,
    replaced_by: row.successor ?? '',
  };
}

export async function listTags(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof amenityTagListAct>,
): Promise<ActResult<typeof amenityTagListAct>> {
  let query = tagQuery(db).where((eb) =>
    buildingFilter(eb.ref('amenity_tags.building_id'), scope, params.buid),
  );
  if (params.kind) query = query.where('amenity_tags.kind', '=', params.kind);
  if (params.state) query = query.where('amenity_tags.state', '=', params.state);
  if (params.q) {
    const q = params.q;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('amenity_tags.uid'), q),
        containsText(eb.fn.coalesce('members.name', sql.lit('')), q),
        containsText(eb.fn.coalesce('amenity_items.name', sql.lit('')), q),
      ]),
    );
  }
  const page = await fetchPage(db, query, params, (q) =>
    q
      .orderBy(sql`case when amenity_tags.state = 'active' then 0 else 1 end`)
      .orderBy('amenity_tags.issued_at', 'desc')
      .orderBy('amenity_tags.id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toTagItem) };
}

async function findTag(trx: Kysely<Database>, buid: number, id: number): Promise<AmenityTagItem> {
  const row = await tagQuery(trx)
    .where('amenity_tags.id', '=', id)
    .where('amenity_tags.building_id', '=', buid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no BlueTag ${id} in this building.`);
  return toTagItem(row);
}

async function requireFreeUid(trx: Kysely<Database>, uid: string): Promise<void> {
  const taken = await trx.selectFrom('amenity_tags').select('id').where('uid', '=', uid).executeTakeFirst();
  if (taken)
    throw new ActError('CONFLICT', `The BlueTag ${uid} has already been issued.`, {
      issues: [{ path: 'uid', message: 'this tag has already been issued' }],
    });
}

/** What a tag is bound to, checked to lie in the tag's building. */
async function requireBinding(
  trx: Kysely<Database>,
  buid: number,
  binding: { member_id?: number | undefined; item_id?: number | undefined },
): Promise<void> {
  if (binding.member_id !== undefined) {
    const member = await trx
      .selectFrom('members')
      .select(['building_id', 'status'])
      .where('id', '=', binding.member_id)
      .executeTakeFirst();
    if (!member || member.building_id !== buid) {
      throw new ActError('FORBIDDEN', 'The member does not live in this building.', {
        issues: [{ path: 'member_id', message: 'choose a member of this building' }],
      });
    }
    if (member.status !== 'active') throw new ActError('CONFLICT', 'The member is not active.');
    return;
  }
  const item = await trx
    .selectFrom('amenity_items')
    .innerJoin('machines', 'machines.id', 'amenity_items.machine_id')
    .select(['machines.building_id', 'amenity_items.id'])
    .where('amenity_items.id', '=', binding.item_id ?? 0)
    .executeTakeFirst();
  if (!item || item.building_id !== buid) {
    throw new ActError('FORBIDDEN', 'The item is not in a machine of this building.', {
      issues: [{ path: 'item_id', message: 'choose an item of this building' }],
    });
  }
  const active = await trx
    .selectFrom('amenity_tags')
    .select('uid')
    .where('item_id', '=', item.id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (active) throw new ActError('CONFLICT', `The item already carries the active BlueTag ${active.uid}.`);
}

async function insertTag(
  trx: Transaction<Database>,
  values: { buid: number; uid: string; member_id: number | null; item_id: number | null },
  now: Date,
): Promise<number> {
  const { id } = await trx
    .insertInto('amenity_tags')
    .values({
      uid: values.uid,
      building_id: values.buid,
      kind: values.member_id !== null ? 'member' : 'item',
      member_id: values.member_id,
      item_id: values.item_id,
      state: 'active',
      issued_at: now.toISOString(),
      blocked_at: null,
      reason: '',
      replaced_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const boundTo = (tag: AmenityTagItem) => tag.member || tag.item;

export async function issueTag(
  db: Kysely<Database>,
  params: { buid: number; uid: string; member_id?: number | undefined; item_id?: number | undefined },
  writer: Writer,
): Promise<AmenityTagItem> {
  return db.transaction().execute(async (trx) => {
    await requireBinding(trx, params.buid, params);
    await requireFreeUid(trx, params.uid);
    const id = await insertTag(
      trx,
      {
        buid: params.buid,
        uid: params.uid,
        member_id: params.member_id ?? null,
        item_id: params.item_id ?? null,
      },
      writer.now,
    );
    const tag = await findTag(trx, params.buid, id);
    await logFor(trx, writer, {
      operation: 'amenity-tag-issued',
      target: tag.uid,
      detail: boundTo(tag),
      buildingId: tag.buid,
      changes: { before: {}, after: { uid: tag.uid, kind: tag.kind, state: tag.state } },
    });
    return tag;
  });
}

async function activeTag(trx: Kysely<Database>, buid: number, id: number): Promise<AmenityTagItem> {
  const tag = await findTag(trx, buid, id);
  if (tag.state !== 'active') throw new ActError('CONFLICT', `The BlueTag ${tag.uid} is no longer active.`);
  return tag;
}

export async function blockTag(
  db: Kysely<Database>,
  params: { buid: number; id: number; reason: string },
  writer: Writer,
): Promise<AmenityTagItem> {
  return db.transaction().execute(async (trx) => {
    const before = await activeTag(trx, params.buid, params.id);
    await trx
      .updateTable('amenity_tags')
      .set({ state: 'blocked', blocked_at: writer.now.toISOString(), reason: params.reason })
      .where('id', '=', before.id)
      .execute();
    const after = await findTag(trx, params.buid, params.id);
    await logFor(trx, writer, {
      operation: 'amenity-tag-blocked',
      target: after.uid,
      detail: params.reason,
      buildingId: after.buid,
      changes: { before: { state: before.state }, after: { state: after.state, reason: after.reason } },
    });
    return after;
  });
}

export async function replaceTag(
  db: Kysely<Database>,
  params: { buid: number; id: number; uid: string },
  writer: Writer,
): Promise<AmenityTagItem> {
  return db.transaction().execute(async (trx) => {
    // A blocked tag may be replaced (a lost tag is blocked first); only a replaced one may not be again.
    const before = await findTag(trx, params.buid, params.id);
    if (before.state === 'replaced') {
      throw new ActError(
        'CONFLICT',
        `The BlueTag ${before.uid} was already replaced by ${before.replaced_by}.`,
      );
    }
    await requireFreeUid(trx, params.uid);
    const id = await insertTag(
      trx,
      { buid: params.buid, uid: params.uid, member_id: before.member_id, item_id: before.item_id },
      writer.now,
    );
    await trx
      .updateTable('amenity_tags')
      .set({
        state: 'replaced',
        replaced_by: id,
        blocked_at: before.blocked_at ?? writer.now.toISOString(),
      })
      .where('id', '=', before.id)
      .execute();
    const after = await findTag(trx, params.buid, id);
    await logFor(trx, writer, {
      operation: 'amenity-tag-replaced',
      target: before.uid,
      detail: after.uid,
      buildingId: after.buid,
      changes: {
        before: { uid: before.uid, state: before.state },
        after: { uid: after.uid, state: 'replaced' },
      },
    });
    return after;
  });
}

/** The issue dialog's choices: who and what in the building carries no active tag yet. */
export async function tagCandidates(db: Kysely<Database>, buid: number) {
  const tagged = (column: 'member_id' | 'item_id') =>
    db
      .selectFrom('amenity_tags')
      .select(column)
      .where('state', '=', 'active')
      .where(column, 'is not', null)
      .where('building_id', '=', buid);
  const [members, items] = await Promise.all([
    db
      .selectFrom('members')
      .select(['id', 'name', 'unit'])
      .where('building_id', '=', buid)
      .where('status', '=', 'active')
      .where('id', 'not in', tagged('member_id').$narrowType<{ member_id: number }>())
      .orderBy('name')
      .limit(1000)
      .execute(),
    db
      .selectFrom('amenity_items')
      .innerJoin('machines', 'machines.id', 'amenity_items.machine_id')
      .innerJoin('compartments', 'compartments.id', 'amenity_items.compartment_id')
      .select([
        'amenity_items.id',
        'amenity_items.name',
        'machines.name as machine',
        'compartments.label as slot',
      ])
      .where('machines.building_id', '=', buid)
      .where('amenity_items.state', '!=', 'missing')
      .where('amenity_items.id', 'not in', tagged('item_id').$narrowType<{ item_id: number }>())
      .orderBy('machines.name')
      .orderBy('compartments.label')
      .execute(),
  ]);
  return { members, items };
}
