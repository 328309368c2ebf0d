// The scope an act declares (`scope` and `fields` on its declaration), checked before its handler runs: every
// building, locker, parcel, message, join request, compartment or community post a parameter names must lie in the
// caller's reach, and a field only some roles may set is refused to the others. Outside a limited scope, a thing that
// does not exist and one that is someone else's answer alike (FORBIDDEN), so ids reveal nothing; a caller who reaches
// every building is told NOT_FOUND.
import type { Kysely } from 'kysely';
import { rolesAllow, type ActDeclaration, type ScopeKind } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import type { SessionInfo } from '../domain/auth/session.service.js';
import { requireBuildingInScope, scopeReaches, type BuildingScope } from '../domain/buildings/scope.js';
import { ActError } from '../domain/act-error.js';
import { requireStaffInReach } from '../sections/authority/staff-reach.js';
import '../sections/bluekey/bluekey.tables.js';
import { requireGroupBuyInScope } from '../sections/group-buy-schedule/group-buy-reach.js';

import { requireDeliveryInReach, requireWebhookInReach } from '../sections/web-service/webhook-reach.js';

type Owned = Exclude<
  ScopeKind,
  'building' | 'own-user' | 'own-partner' | 'staff' | 'group-buy' | 'webhook' | 'webhook-delivery'
>;

interface OwnedThing {
  /** How a refusal names it: `Parcel 12`. */
  noun: string;
  /** The building it belongs to, or undefined when there is no such thing. */
  buildingOf(db: Kysely<Database>, id: string | number): Promise<number | undefined>;
}

const numeric = (id: string | number) => (typeof id === 'number' ? id : Number.NaN);

const OWNED: Readonly<Record<Owned, OwnedThing>> = {
  machine: {
    noun: 'locker',
    buildingOf: async (db, uuid) =>
      (
        await db
          .selectFrom('machines')
          .select('building_id')
          .where('uuid', '=', String(uuid))
          .executeTakeFirst()
      )?.building_id,
  },
  parcel: {
    noun: 'parcel',
    buildingOf: async (db, id) =>
      (await db.selectFrom('parcels').select('building_id').where('id', '=', numeric(id)).executeTakeFirst())
        ?.building_id,
  },
  message: {
    noun: 'message',
    buildingOf: async (db, id) =>
      (await db.selectFrom('messages').select('building_id').where('id', '=', numeric(id)).executeTakeFirst())
        ?.building_id ?? undefined,
  },
  'join-request': {
    noun: 'join request',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('unit_join_requests')
          .select('building_id')
          .where('id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
  member: {
    noun: 'member',
    buildingOf: async (db, id) =>
      (await db.selectFrom('members').select('building_id').where('id', '=', numeric(id)).executeTakeFirst())
        ?.building_id,
  },
  order: {
    noun: 'order',
    buildingOf: async (db, id) =>
      (await db.selectFrom('orders').select('building_id').where('id', '=', numeric(id)).executeTakeFirst())
        ?.building_id,
  },
  post: {
    noun: 'community post',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('community_posts')
          .select('building_id')
          .where('id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
  ticket: {
    noun: 'support ticket',
    // A ticket about a portal account has no building: 0 (no building's id) reaches only who reaches every building.
    buildingOf: async (db, id) => {
      const row = await db
        .selectFrom('support_requests')
        .select('building_id')
        .where('id', '=', numeric(id))
        .executeTakeFirst();
      return row ? (row.building_id ?? 0) : undefined;
    },
  },
  'premium-subscription': {
    noun: 'premium subscription',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('premium_subscriptions')
          .select('building_id')
          .where('id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
  shipment: {
    noun: 'shipment',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('express_shipments')
          .select('building_id')
          .where('id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
  unit: {
    noun: 'unit',
    buildingOf: async (db, id) =>
      (await db.selectFrom('units').select('building_id').where('id', '=', numeric(id)).executeTakeFirst())
        ?.building_id,
  },
  invoice: {
    noun: 'invoice',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('subscription_invoices')
          .select('building_id')
          .where('id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
  // Carriers and courier keys are the operator's, in no one building: like a ticket without a building, 0 reaches
  // only who reaches every building.
  carrier: {
    noun: 'carrier',
    buildingOf: async (db, id) =>
      (await db.selectFrom('carriers').select('id').where('id', '=', numeric(id)).executeTakeFirst())
        ? 0
        : undefined,
  },
  'courier-key': {
    noun: 'courier key',
    buildingOf: async (db, id) =>
      (await db.selectFrom('courier_keys').select('id').where('id', '=', numeric(id)).executeTakeFirst())
        ? 0
        : undefined,
  },
  compartment: {
    noun: 'compartment',
    buildingOf: async (db, id) =>
      (
        await db
          .selectFrom('compartments')
          .innerJoin('machines', 'machines.id', 'compartments.machine_id')
          .select('machines.building_id')
          .where('compartments.id', '=', numeric(id))
          .executeTakeFirst()
      )?.building_id,
  },
};

function capitalised(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

async function requireOwnedInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  kind: Owned,
  id: string | number,
): Promise<void> {
  const { noun, buildingOf } = OWNED[kind];
  const buildingId = await buildingOf(db, id);
  if (buildingId !== undefined && scopeReaches(scope, buildingId)) return;
  if (scope.kind === 'some') {
    throw new ActError('FORBIDDEN', `${capitalised(noun)} ${id} is not in one of your buildings.`);
  }
  throw new ActError('NOT_FOUND', `There is no ${noun} ${id}.`);
}

/** A system admin of the operator may name anyone's account or partner. */
function isOperatorAdmin(session: SessionInfo): boolean {
  return session.level === '10' && !session.bPartner;
}

async function checkOne(
  db: Kysely<Database>,
  session: SessionInfo,
  scope: () => Promise<BuildingScope>,
  kind: ScopeKind,
  value: string | number,
): Promise<void> {
  switch (kind) {
    case 'building':
      if (typeof value === 'number') await requireBuildingInScope(db, await scope(), value);
      return;
    case 'own-user':
      if (value !== session.userId && !isOperatorAdmin(session)) {
        throw new ActError('FORBIDDEN', 'You may only ask about your own account.');
      }
      return;
    case 'own-partner':
      if (value !== session.partner && !isOperatorAdmin(session)) {
        throw new ActError('FORBIDDEN', 'You may only read your own partner.');
      }
      return;
    case 'staff':
      await requireStaffInReach(db, session, numeric(value));
      return;
    case 'group-buy':
      await requireGroupBuyInScope(db, await scope(), numeric(value));
      return;
    case 'webhook':
      await requireWebhookInReach(db, session, numeric(value));
      return;
    case 'webhook-delivery':
      await requireDeliveryInReach(db, session, numeric(value));
      return;
    default:
      await requireOwnedInScope(db, await scope(), kind, value);
  }
}

function namedValues(value: unknown): (string | number)[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter(
    (entry): entry is string | number => typeof entry === 'string' || typeof entry === 'number',
  );
}

/** Refuses a field the caller's role may not set (`fields` on the declaration). */
export function checkFieldRights(
  act: ActDeclaration,
  session: SessionInfo,
  params: Record<string, unknown>,
): void {
  for (const [field, roles] of Object.entries(act.fields ?? {})) {
    if (params[field] !== undefined && !rolesAllow(roles, session)) {
      throw new ActError(
        'FORBIDDEN',
        `Your role may not change ${field} with act ${act.code} (${act.name}).`,
      );
    }
  }
}

/** Checks every parameter the act's `scope` names, in declaration order, before the handler runs. */
export async function checkDeclaredScope(
  db: Kysely<Database>,
  act: Pick<ActDeclaration, 'scope'>,
  session: SessionInfo,
  scope: () => Promise<BuildingScope>,
  params: Record<string, unknown>,
): Promise<void> {
  for (const [name, kind] of Object.entries(act.scope ?? {})) {
    for (const value of namedValues(params[name])) await checkOne(db, session, scope, kind, value);
  }
}
