// A week of operation log, written the way the server writes it: an operation key, its category and its message
// template with the target in place of '{}'.
import type { Insertable } from 'kysely';
import { OPERATIONS, type OperationCategory } from '@bluemanager/protocol';
import type { OperationLogTable } from '../schema.js';
import type { Random } from './random.js';
import { DAY, toIso } from './time.js';

// Operations the server does not write yet but whose categories the log view offers, so every filter finds rows.
const DEMO_ONLY_OPERATIONS = {
  'overdue-time-changed': { category: 'Locker-setting', template: 'Overdue time changed for {}' },
  'machine-restarted': { category: 'Machine', template: 'Machine {} restarted' },
  'compartment-opened': { category: 'Machine', template: 'Compartment {} opened remotely' },
  'unit-request-approved': { category: 'Unit', template: 'Unit request {} approved' },
  'unit-request-rejected': { category: 'Unit', template: 'Unit request {} rejected' },
  'member-removed': { category: 'Member', template: 'Member {} removed' },
  'ad-published': { category: 'Ad', template: 'Advertisement {} published' },
  'ad-withdrawn': { category: 'Ad', template: 'Advertisement {} withdrawn' },
} as const satisfies Record<string, { category: OperationCategory; template: string }>;

const DEMO_OPERATIONS = { ...OPERATIONS, ...DEMO_ONLY_OPERATIONS };
type DemoOperation = keyof typeof DEMO_OPERATIONS;

export interface OplogContext {
  users: readonly { id: number; username: string }[];
  /** Building names per username, so a building manager's entries are about their own buildings. */
  buildingsOf: (username: string) => readonly string[];
  allBuildings: readonly string[];
  machinesIn: (building: string) => readonly string[];
  parcels: readonly { id: number; buildingId: number }[];
  /** A building's id by name and its partner, so an entry about it is scoped to it as the server scopes its own. */
  buildingIdOf: (name: string) => number | undefined;
  partnerOfBuilding: (id: number) => string | undefined;
  partnerOf: (username: string) => string | undefined;
}

/** What an entry is about: its target's text, and the building it concerns (by name or id), if any. */
interface Target {
  text: string;
  building?: string;
  buildingId?: number;
}

interface Entry {
  operation: DemoOperation;
  actors: readonly string[];
  target: (random: Random, actor: string, context: OplogContext) => Target;
}

const ENTRIES = 40;

const AD_TITLES = [
  'Spring cleaning week',
  'Holiday pickup hours',
  'New cold compartments',
  'Bike tune-up day',
];
const MEMBERS = ['Liam Roy', 'Priya Patel', 'Mei Chen', 'Owen Fraser'];

function buildingNameFor(random: Random, actor: string, context: OplogContext): string {
  const own = context.buildingsOf(actor);
  return random.pick(own.length > 0 ? own : context.allBuildings);
}

const buildingFor = (random: Random, actor: string, context: OplogContext): Target => {
  const building = buildingNameFor(random, actor, context);
  return { text: building, building };
};
const self = (_random: Random, actor: string): Target => ({ text: actor });
const parcel = (random: Random, _actor: string, context: OplogContext): Target => {
  const picked = random.pick(context.parcels);
  return { text: String(picked.id), buildingId: picked.buildingId };
};
const unitRequest = (random: Random, actor: string, context: OplogContext): Target => {
  const building = buildingNameFor(random, actor, context);
  return { text: `${random.int(2, 20) * 100 + random.int(1, 12)} at ${building}`, building };
};
const machine = (random: Random, actor: string, context: OplogContext): Target => {
  const building = buildingNameFor(random, actor, context);
  return { text: random.pick(context.machinesIn(building)), building };
};
const title = (random: Random): Target => ({ text: random.pick(AD_TITLES) });

const TEMPLATES: readonly Entry[] = [
  {
    operation: 'login-success',
    actors: ['sysadmin', 'bdadmin', 'ykmanager', 'parceladmin', 'metro', 'jukebox', 'partneradmin'],
    target: self,
  },
  // 'admin' is nobody's username: the entry carries no user id, as for any unknown name typed at login.
  { operation: 'login-failed', actors: ['bdadmin', 'emco', 'viu', 'admin'], target: self },
  { operation: 'logout', actors: ['sysadmin', 'bdadmin', 'adadmin'], target: self },
  { operation: 'parcel-completed-manually', actors: ['sysadmin', 'parceladmin', 'bdadmin'], target: parcel },
  { operation: 'two-factor-enabled', actors: ['sysadmin', 'parceladmin'], target: self },
  { operation: 'overdue-time-changed', actors: ['sysadmin', 'bdadmin'], target: buildingFor },
  { operation: 'machine-restarted', actors: ['sysadmin', 'metro', 'jukebox'], target: machine },
  {
    operation: 'compartment-opened',
    actors: ['sysadmin', 'bdadmin'],
    target: (random, actor, context) => {
      const door = `A0${random.int(1, 8)}`;
      const picked = machine(random, actor, context);
      return { ...picked, text: `${door} of ${picked.text}` };
    },
  },
  { operation: 'unit-request-approved', actors: ['bdadmin', 'ykmanager'], target: unitRequest },
  { operation: 'unit-request-rejected', actors: ['bdadmin', 'ykmanager'], target: unitRequest },
  {
    operation: 'member-removed',
    actors: ['bdadmin', 'ykmanager'],
    target: (random, actor, context) => {
      const member = random.pick(MEMBERS);
      const building = buildingNameFor(random, actor, context);
      return { text: `${member} (${building})`, building };
    },
  },
  { operation: 'ad-published', actors: ['adadmin'], target: title },
  { operation: 'ad-withdrawn', actors: ['adadmin'], target: title },
];

export function planOperationLog(
  random: Random,
  context: OplogContext,
  now: number,
): Insertable<OperationLogTable>[] {
  const ids = new Map(context.users.map((user) => [user.username, user.id]));
  const entries: Insertable<OperationLogTable>[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const entry = random.pick(TEMPLATES);
    const actor = random.pick(entry.actors);
    const target = entry.target(random, actor, context);
    const { category, template } = DEMO_OPERATIONS[entry.operation];
    const buildingId =
      target.buildingId ??
      (target.building === undefined ? undefined : context.buildingIdOf(target.building));
    entries.push({
      at: toIso(now - random.between(0, 7 * DAY)),
      user_id: ids.get(actor) ?? null,
      username: actor,
      operation: entry.operation,
      category,
      target: target.text,
      message: template.replace('{}', target.text),
      building_id: buildingId ?? null,
      partner:
        (buildingId === undefined ? undefined : context.partnerOfBuilding(buildingId)) ??
        context.partnerOf(actor) ??
        null,
      // Documentation address ranges (RFC 5737).
      ip: random.chance(0.5) ? `203.0.113.${random.int(2, 250)}` : `198.51.100.${random.int(2, 250)}`,
    });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
