// Demo amenity data: every slot of every amenity machine holds an item (chargers, umbrellas, tools, sports gear)
// with its own BlueTag; every active member of a building with an amenity machine gets a BlueTag (a few blocked, a
// few replaced); each item has a month of loans whose deposits were released or kept (late, damaged), and about a
// third are out now, some past due. Slots read occupied while their item is in, free while it is lent.
import type { Kysely } from 'kysely';
import { AMENITY_ITEM_KINDS } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { ITEM_CATALOGUE } from './amenity-catalogue.js';

const HOUR = 3_600_000;

function tagUid(random: Random): string {
  let uid = '04';
  for (let i = 0; i < 6; i++) uid += random.int(0, 255).toString(16).padStart(2, '0');
  return uid.toUpperCase();
}

interface Counts {
  amenity_items: number;
  amenity_tags: number;
  amenity_deposits: number;
  amenity_ledger: number;
}

export async function seedAmenity(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('amenity'));
  const now = context.now.getTime();
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('family', '=', 'amenity')
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  if (machines.length === 0) return {};
  const counts: Counts = { amenity_items: 0, amenity_tags: 0, amenity_deposits: 0, amenity_ledger: 0 };
  const used = new Set<string>();
  const freshUid = () => {
    let uid = tagUid(random);
    while (used.has(uid)) uid = tagUid(random);
    used.add(uid);
    return uid;
  };
  for (const buildingId of [...new Set(machines.map((machine) => machine.building_id))]) {
    const members = await db
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', buildingId)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    const memberTags = await seedMemberTags(db, buildingId, members, random, freshUid, now);
    counts.amenity_tags += memberTags.length;
    for (const machine of machines.filter((candidate) => candidate.building_id === buildingId)) {
      await seedMachine(db, machine, memberTags, random, freshUid, now, counts);
    }
  }
  return { ...counts };
}

async function seedMemberTags(
  db: Kysely<Database>,
  buildingId: number,
  members: readonly { id: number }[],
  random: Random,
  freshUid: () => string,
  now: number,
): Promise<{ id: number; member_id: number }[]> {
  const active: { id: number; member_id: number }[] = [];
  for (const [index, member] of members.entries()) {
    const issuedAt = new Date(now - random.int(40, 400) * 24 * HOUR).toISOString();
    // Every eleventh member lost a tag: blocked, and every other of them got a replacement.
    const lost = index % 11 === 5;
    const { id } = await db
      .insertInto('amenity_tags')
      .values({
        uid: freshUid(),
        building_id: buildingId,
        kind: 'member',
        member_id: member.id,
        item_id: null,
        state: lost ? 'blocked' : 'active',
        issued_at: issuedAt,
        blocked_at: lost ? new Date(now - random.int(2, 30) * 24 * HOUR).toISOString() : null,
        reason: lost ? 'Lost by the member' : '',
        replaced_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!lost) {
      active.push({ id, member_id: member.id });
      continue;
    }
    if (index % 22 !== 5) continue;
    const replacement = await db
      .insertInto('amenity_tags')
      .values({
        uid: freshUid(),
        building_id: buildingId,
        kind: 'member',
        member_id: member.id,
        item_id: null,
        state: 'active',
        issued_at: new Date(now - 24 * HOUR).toISOString(),
        blocked_at: null,
        reason: '',
        replaced_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('amenity_tags')
      .set({ state: 'replaced', replaced_by: replacement.id })
      .where('id', '=', id)
      .execute();
    active.push({ id: replacement.id, member_id: member.id });
  }
  return active;
}

async function seedMachine(
  db: Kysely<Database>,
  machine: { id: number; building_id: number },
  memberTags: readonly { id: number; member_id: number }[],
  random: Random,
  freshUid: () => string,
  now: number,
  counts: Counts,
): Promise<void> {
  const slots = await db
    .selectFrom('compartments')
    .select(['id', 'state'])
    .where('machine_id', '=', machine.id)
    .orderBy('label')
    .execute();
  for (const [index, slot] of slots.entries()) {
    const kind = AMENITY_ITEM_KINDS[index % AMENITY_ITEM_KINDS.length] ?? 'charger';
    const facts = ITEM_CATALOGUE[kind];
    const outOfService = slot.state === 'disabled';
    const lentNow = !outOfService && memberTags.length > 0 && random.chance(0.35);
    const { id: itemId } = await db
      .insertInto('amenity_items')
      .values({
        machine_id: machine.id,
        compartment_id: slot.id,
        kind,
        name: random.pick(facts.names),
        state: outOfService ? 'out-of-service' : lentNow ? 'lent' : 'available',
        deposit_cents: facts.deposit_cents,
        currency: 'CAD',
        loan_hours: facts.loan_hours,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    counts.amenity_items++;
    await insertRows(db, 'amenity_tags', [
      {
        uid: freshUid(),
        building_id: machine.building_id,
        kind: 'item',
        member_id: null,
        item_id: itemId,
        state: 'active',
        issued_at: new Date(now - 60 * 24 * HOUR).toISOString(),
        blocked_at: null,
        reason: '',
        replaced_by: null,
      },
    ]);
    counts.amenity_tags++;
    if (!outOfService) {
      await db
        .updateTable('compartments')
        .set({ state: lentNow ? 'free' : 'occupied' })
        .where('id', '=', slot.id)
        .execute();
    }
    if (memberTags.length === 0) continue;
    const loan = { itemId, machineId: machine.id, amount: facts.deposit_cents, hours: facts.loan_hours };
    // A month of past loans, oldest first, each settled at its return.
    let at = now - 30 * 24 * HOUR;
    for (let past = random.int(2, 6); past > 0; past--) {
      at += random.int(10, 90) * HOUR;
      const heldHours = random.chance(0.15)
        ? facts.loan_hours + random.int(2, 30)
        : random.int(1, facts.loan_hours);
      const back = at + heldHours * HOUR;
      if (back >= now - 2 * HOUR) break;
      const damaged = random.chance(0.06);
      const late = heldHours > facts.loan_hours;
      await insertLoan(
        db,
        loan,
        random.pick(memberTags),
        { lentAt: at, backAt: back, damaged, kept: late || damaged },
        counts,
      );
      at = back;
    }
    if (!lentNow) continue;
    // Out now: a quarter of them past due.
    const hoursAgo = random.chance(0.25)
      ? facts.loan_hours + random.int(1, 48)
      : random.int(1, facts.loan_hours - 1);
    await insertLoan(
      db,
      loan,
      random.pick(memberTags),
      { lentAt: now - hoursAgo * HOUR - random.int(0, 59) * 60_000 },
      counts,
    );
  }
}

async function insertLoan(
  db: Kysely<Database>,
  loan: { itemId: number; machineId: number; amount: number; hours: number },
  tag: { id: number; member_id: number },
  when: { lentAt: number; backAt?: number; damaged?: boolean; kept?: boolean },
  counts: Counts,
): Promise<void> {
  const returned = when.backAt !== undefined;
  const state = !returned ? 'held' : when.kept ? 'kept' : 'released';
  const back = when.backAt === undefined ? null : new Date(when.backAt).toISOString();
  const { id } = await db
    .insertInto('amenity_deposits')
    .values({
      item_id: loan.itemId,
      machine_id: loan.machineId,
      member_id: tag.member_id,
      tag_id: tag.id,
      lent_at: new Date(when.lentAt).toISOString(),
      due_at: new Date(when.lentAt + loan.hours * HOUR).toISOString(),
      returned_at: back,
      damaged: when.damaged ? 1 : 0,
      amount_cents: loan.amount,
      currency: 'CAD',
      state,
      settled_at: back,
      reason: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = [
    {
      deposit_id: id,
      at: new Date(when.lentAt).toISOString(),
      entry: 'taken',
      amount_cents: loan.amount,
      currency: 'CAD',
      note: '',
    },
  ];
  if (back !== null) {
    entries.push({
      deposit_id: id,
      at: back,
      entry: state,
      amount_cents: loan.amount,
      currency: 'CAD',
      note: '',
    });
  }
  await insertRows(db, 'amenity_ledger', entries);
  counts.amenity_deposits++;
  counts.amenity_ledger += entries.length;
}
