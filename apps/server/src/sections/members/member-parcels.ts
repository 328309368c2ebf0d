// A member's parcels: those a merge linked to them, and the unlinked ones in their building addressed to one of their
// phones (as parcels store them) or their email.
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from 'kysely';
import { storedPhone, usableTimeZone } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

export interface MemberContacts {
  id: number;
  buid: number;
  phones: readonly string[];
  email: string;
}

/** The condition on `parcels` that picks the member's parcels. */
export function parcelsOfMember(
  eb: ExpressionBuilder<Database, 'parcels'>,
  member: MemberContacts,
): Expression<SqlBool> {
  const addressedTo = [
    ...(member.phones.length > 0
      ? [
          eb(
            'parcels.phone',
            'in',
            member.phones.map((phone) => storedPhone(phone)),
          ),
        ]
      : []),
    ...(member.email !== '' ? [sql<SqlBool>`lower(${eb.ref('parcels.email')}) = ${member.email}`] : []),
  ];
  const linked = eb('parcels.member_id', '=', member.id);
  if (addressedTo.length === 0) return linked;
  return eb.or([
    linked,
    eb.and([
      eb('parcels.member_id', 'is', null),
      eb('parcels.building_id', '=', member.buid),
      eb.or(addressedTo),
    ]),
  ]);
}

export async function memberParcels(db: Kysely<Database>, member: MemberContacts, limit: number) {
  const matching = db.selectFrom('parcels').where((eb) => parcelsOfMember(eb, member));
  const [rows, counted] = await Promise.all([
    matching
      .innerJoin('machines', 'machines.id', 'parcels.machine_id')
      .innerJoin('buildings', 'buildings.id', 'parcels.building_id')
      .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
      .select([
        'parcels.id',
        'parcels.state',
        'parcels.carrier',
        'parcels.created_at',
        'parcels.deposited_at',
        'parcels.collected_at',
        'machines.name as mname',
        'compartments.label as compartment',
        'buildings.timezone',
      ])
      .orderBy('parcels.created_at', 'desc')
      .orderBy('parcels.id', 'desc')
      .limit(limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counted.total),
    parcels: rows.map((row) => ({
      id: row.id,
      state: row.state,
      carrier: row.carrier,
      mname: row.mname,
      compartment: row.compartment,
      tz: usableTimeZone(row.timezone),
      create_time: row.created_at,
      deposited: row.deposited_at,
      collected: row.collected_at,
    })),
  };
}
