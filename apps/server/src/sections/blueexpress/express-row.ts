// A shipment as the acts answer it: its building, the locker it leaves from (and the compartment it waits in), the
// sender, the destination locker or address, its price as Money and its order's number and payment state.
import type { Kysely } from 'kysely';
import {
  EXPRESS_BENEFITS,
  EXPRESS_DESTINATIONS,
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  EXPRESS_STATES,
  ORDER_PAYMENT_STATES,
  type ExpressEvent,
  type ExpressShipment,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { currencyOf, oneOf } from '../orders/order-row.js';
import type { ExpressShipmentRow } from './express.tables.js';
import './express.tables.js';

export const shipmentQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('express_shipments as s')
    .innerJoin('buildings as b', 'b.id', 's.building_id')
    .innerJoin('machines as m', 'm.id', 's.machine_id')
    .innerJoin('members as p', 'p.id', 's.member_id')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('compartments as c', 'c.id', 's.compartment_id')
    .leftJoin('machines as dm', 'dm.id', 's.dest_machine_id')
    .leftJoin('buildings as db', 'db.id', 'dm.building_id')
    .selectAll('s')
    .select([
      'b.name as bname',
      'b.timezone as tz',
      'm.uuid as muuid',
      'm.name as mname',
      'c.label as compartment',
      'p.name as sender',
      'p.phones as sender_phones',
      'dm.name as dest_mname',
      'db.name as dest_bname',
      'o.number as order_number',
      'o.payment_state',
    ]);

export type ShipmentListRow = ExpressShipmentRow & {
  bname: string;
  tz: string;
  muuid: string;
  mname: string;
  compartment: string | null;
  sender: string;
  sender_phones: string;
  dest_mname: string | null;
  dest_bname: string | null;
  order_number: string;
  payment_state: string;
};

const firstPhone = (phones: string): string => {
  const list: unknown = JSON.parse(phones);
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : '';
};

export function toShipment(row: ShipmentListRow): ExpressShipment {
  return {
    id: row.id,
    number: row.number,
    buid: row.building_id,
    bname: row.bname,
    tz: row.tz,
    muuid: row.muuid,
    mname: row.mname,
    compartment: row.compartment,
    member_id: row.member_id,
    sender: row.sender,
    sender_phone: firstPhone(row.sender_phones),
    recipient: row.recipient,
    recipient_phone: row.recipient_phone,
    destination: oneOf(EXPRESS_DESTINATIONS, row.destination, 'destination'),
    dest_mname: row.dest_mname,
    dest_bname: row.dest_bname,
    address: row.address,
    size: oneOf(EXPRESS_SIZES, row.size, 'size'),
    service: oneOf(EXPRESS_SERVICES, row.service, 'service'),
    price: { amount: Number(row.amount), currency: currencyOf(row.currency) },
    list_price: { amount: Number(row.list_amount), currency: currencyOf(row.currency) },
    benefit: oneOf(EXPRESS_BENEFITS, row.benefit, 'premium benefit'),
    discount_percent: Number(row.discount_percent),
    state: oneOf(EXPRESS_STATES, row.state, 'shipment state'),
    order_id: row.order_id,
    order_number: row.order_number,
    payment_state: oneOf(ORDER_PAYMENT_STATES, row.payment_state, 'payment state'),
    parcel_id: row.parcel_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The shipment; the dispatcher has checked the id is in the caller's scope. */
export async function findShipment(db: Kysely<Database>, id: number): Promise<ShipmentListRow> {
  const row = await shipmentQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no shipment ${id}.`);
  return row;
}

export async function shipmentDetail(db: Kysely<Database>, id: number) {
  const shipment = toShipment(await findShipment(db, id));
  const rows = await db
    .selectFrom('express_events')
    .selectAll()
    .where('shipment_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const events: ExpressEvent[] = rows.map((row) => ({
    id: row.id,
    state: oneOf(EXPRESS_STATES, row.state, 'event state'),
    at: row.at,
    place: row.place,
    actor: row.actor,
    note: row.note,
  }));
  return { shipment, events };
}
