// Demo tickets: the core seed's support requests become worked tickets (a state that fits their age, a priority by
// topic, the member, locker or parcel they are about, an assignee, a thread of replies and internal notes), and a few
// lockers' help buttons were pressed lately, so the queue shows every source, state and an overdue ticket or two.
import type { Insertable, Kysely } from 'kysely';
import type { TicketState } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { stateColumns } from './ticket-writes.js';
import type { SupportMessagesTable } from './support.table.js';

const HOUR = 3_600_000;

const LINKS: Readonly<Record<string, { machine?: boolean; parcel?: boolean; priority: string }>> = {
  'Locker door will not open': { machine: true, priority: 'high' },
  'Pickup code never arrived': { parcel: true, priority: 'normal' },
  'Parcel missing from compartment': { machine: true, parcel: true, priority: 'urgent' },
  'Touch screen not responding': { machine: true, priority: 'high' },
  'Bike locker card not working': { machine: true, priority: 'normal' },
  'Carrier left parcel outside': { parcel: true, priority: 'normal' },
};

const REPLIES = [
  'Thank you for letting us know. We are looking into it and will update you shortly.',
  'We checked the locker remotely and reset the door controller. Could you try again and tell us if it works?',
  'A technician is booked for tomorrow morning. We will confirm once the visit is done.',
];
const NOTES = [
  'Door sensor on this compartment has faulted twice this month; ask the technician to replace it.',
  'Called the resident, no answer. Left a voicemail with the ticket number.',
  'Checked the carrier scan: the parcel was deposited at the right locker.',
];
const ANSWERS = [
  'It works now, thank you!',
  'Still the same problem this morning, the door does not move.',
  'I will be home after 6 pm if the technician needs access.',
];
const CLOSINGS = ['Glad it is sorted. We are closing this ticket; reply any time if it happens again.'];

interface StaffAccount {
  id: number;
  username: string;
}

interface Seeded {
  tickets: number;
  messages: number;
}

async function staffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['sysadmin', 'parceladmin'])
    .orderBy('username', 'desc')
    .execute();
}

async function firstOf(
  db: Kysely<Database>,
  table: 'machines' | 'parcels',
  buildingId: number,
  random: Random,
) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('building_id', '=', buildingId)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.length === 0 ? null : random.pick(rows).id;
}

async function memberOf(db: Kysely<Database>, buildingId: number, random: Random) {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'name', 'phones', 'email'])
    .where('building_id', '=', buildingId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.length === 0 ? undefined : random.pick(rows);
}

/** Works the core seed's requests into tickets. */
async function workRequests(
  db: Kysely<Database>,
  random: Random,
  staff: readonly StaffAccount[],
  now: number,
): Promise<Seeded> {
  const requests = await db.selectFrom('support_requests').selectAll().orderBy('id').execute();
  const messages: Insertable<SupportMessagesTable>[] = [];
  const at = (time: number) => new Date(Math.min(time, now - 60_000)).toISOString();
  for (const request of requests) {
    const created = Date.parse(request.created_at);
    const links = LINKS[request.subject];
    const age = now - created;
    const state: TicketState =
      request.status === 1
        ? 'resolved'
        : age < 3 * HOUR
          ? 'new'
          : random.pick<TicketState>(['new', 'open', 'waiting', 'open']);
    const change: Record<string, unknown> = {
      priority: links?.priority ?? random.pick(['low', 'normal', 'normal']),
      source: 'building',
      updated_at: request.created_at,
    };
    if (request.building_id !== null) {
      const member = random.chance(0.5) ? await memberOf(db, request.building_id, random) : undefined;
      if (member) {
        Object.assign(change, {
          source: 'member',
          member_id: member.id,
          name: member.name,
          phone: (JSON.parse(member.phones) as string[])[0] ?? '',
          email: member.email,
        });
      }
      if (links?.machine) change.machine_id = await firstOf(db, 'machines', request.building_id, random);
      if (links?.parcel) change.parcel_id = await firstOf(db, 'parcels', request.building_id, random);
    }
    const worker = random.pick(staff);
    const thread: { kind: string; user?: StaffAccount; body: string; at: number }[] = [];
    if (state !== 'new') {
      if (random.chance(0.4))
        thread.push({ kind: 'note', user: worker, body: random.pick(NOTES), at: created + HOUR });
      thread.push({ kind: 'reply', user: worker, body: random.pick(REPLIES), at: created + 2 * HOUR });
      if (state !== 'waiting')
        thread.push({ kind: 'requester', body: random.pick(ANSWERS), at: created + 5 * HOUR });
      if (state === 'resolved')
        thread.push({ kind: 'reply', user: worker, body: random.pick(CLOSINGS), at: created + 7 * HOUR });
      change.assignee_id = worker.id;
    }
    const last = thread.at(-1)?.at ?? created;
    Object.assign(change, stateColumns(state, new Date(Math.min(last, now - 60_000))), {
      updated_at: at(last),
    });
    await db.updateTable('support_requests').set(change).where('id', '=', request.id).execute();
    for (const entry of thread) {
      messages.push({
        ticket_id: request.id,
        kind: entry.kind,
        user_id: entry.user?.id ?? null,
        author: entry.user?.username ?? (change.name as string | undefined) ?? request.name,
        body: entry.body,
        at: at(entry.at),
      });
    }
  }
  await insertRows(db, 'support_messages', messages);
  return { tickets: 0, messages: messages.length };
}

const HELP = [
  {
    reason: 'door',
    compartment: 'A04',
    hoursAgo: 0.5,
    words: 'Door did not open after I typed my code',
    state: 'new',
  },
  { reason: 'code', compartment: '', hoursAgo: 11, words: '', state: 'new' },
  { reason: 'parcel', compartment: 'B02', hoursAgo: 26, words: 'Compartment empty', state: 'open' },
  { reason: 'screen', compartment: '', hoursAgo: 70, words: 'Screen frozen', state: 'resolved' },
] as const;

/** A few help-button presses on lockers of different buildings. */
async function pressHelp(db: Kysely<Database>, staff: readonly StaffAccount[], now: number): Promise<Seeded> {
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'name', 'building_id'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  let messages = 0;
  for (const [index, press] of HELP.entries()) {
    const machine = machines[(index * 7) % Math.max(machines.length, 1)];
    if (!machine) break;
    const created = new Date(now - press.hoursAgo * HOUR).toISOString();
    const inserted = await db
      .insertInto('support_requests')
      .values({
        building_id: machine.building_id,
        name: machine.name,
        phone: index === 0 ? '+14165550142' : '',
        email: '',
        subject: '',
        body: press.words,
        created_at: created,
        priority: 'high',
        source: 'locker',
        reason: press.reason,
        machine_id: machine.id,
        compartment: press.compartment,
        ...stateColumns(press.state, new Date(now - (press.hoursAgo - 3) * HOUR)),
        updated_at: created,
        assignee_id: press.state === 'new' ? null : (staff[0]?.id ?? null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (index === 0) {
      await insertRows(db, 'support_messages', [
        {
          ticket_id: inserted.id,
          kind: 'device',
          user_id: null,
          author: machine.name,
          body: 'Still stuck, please call me',
          at: new Date(now - 0.3 * HOUR).toISOString(),
        },
      ]);
      messages += 1;
    }
  }
  return { tickets: HELP.length, messages };
}

export async function seedSupport(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('support-tickets'));
  const now = context.now.getTime();
  const staff = await staffAccounts(db);
  const worked = await workRequests(db, random, staff, now);
  const pressed = await pressHelp(db, staff, now);
  return {
    support_tickets: worked.tickets + pressed.tickets,
    support_messages: worked.messages + pressed.messages,
  };
}
