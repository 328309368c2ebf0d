// Creating a shipment (act 65303): the sender, the locker it leaves from and the destination are checked against
// each other; the price (the tariff's, with the sender's premium benefit: a free delivery of the period taken, or the
// plan's discount), the order (kind 'express'), the shipment, its first event and its log entry are written in one
// transaction, so a refused or failed creation takes no free delivery; then the order is charged with the caller's
// key, outside it (the provider is asked between writes). A free shipment's order owes nothing and is not charged.
// The drop-off code is answered once; only its hash is kept.
import type { Kysely } from 'kysely';
import type { ActParsedParams, expressCreateAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { chargePlacedOrder, placeOrder } from '../orders/order-place.js';
import type { SettleContext } from '../orders/order-settle.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { insertEvent } from './express-events.js';
import { newDropOffCode } from './express-code.js';
import { orderLineName, priceShipment } from './express-premium.js';

type CreateParams = ActParsedParams<typeof expressCreateAct>;

const invalid = (path: string, message: string) =>
  new ActError('INVALID_PARAMS', `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}.`, {
    issues: [{ path, message }],
  });

/** The number on the label: BX- and the id, so two shipments never share one. */
export const shipmentNumber = (id: number) => `BX-${String(1_000_000 + id)}`;

async function checkedParties(db: Kysely<Database>, params: CreateParams) {
  const machine = await db
    .selectFrom('machines')
    .select(['id', 'name', 'building_id', 'retired_at'])
    .where('uuid', '=', params.muuid)
    .executeTakeFirstOrThrow();
  if (machine.building_id !== params.buid || machine.retired_at !== null)
    throw invalid('muuid', 'the locker is not one of this building’s lockers in service');
  const member = await db
    .selectFrom('members')
    .select(['id', 'name', 'phones', 'email', 'building_id', 'status'])
    .where('id', '=', params.member_id)
    .executeTakeFirstOrThrow();
  if (member.building_id !== params.buid || member.status !== 'active')
    throw invalid('member_id', 'the sender is not an active member of this building');
  const door = await db
    .selectFrom('compartments')
    .select('id')
    .where('machine_id', '=', machine.id)
    .where('size', '=', params.size)
    .executeTakeFirst();
  if (!door) throw invalid('size', `the locker has no compartment of size ${params.size}`);
  let destination: { id: number; name: string } | null = null;
  if (params.destination === 'locker') {
    destination =
      (await db
        .selectFrom('machines')
        .select(['id', 'name'])
        .where('uuid', '=', params.dest_muuid ?? '')
        .where('retired_at', 'is', null)
        .executeTakeFirst()) ?? null;
    if (!destination) throw invalid('dest_muuid', 'the destination locker is not in service');
    if (destination.id === machine.id)
      throw invalid('dest_muuid', 'the destination locker is the one it leaves from');
  }
  return { machine, member, destination };
}

export async function createShipment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  params: CreateParams,
  context: SettleContext,
): Promise<{ id: number; code: string }> {
  const { machine, member, destination } = await checkedParties(db, params);
  const used = await db
    .selectFrom('express_shipments')
    .select('id')
    .where('create_key', '=', params.key)
    .executeTakeFirst();
  if (used) throw new ActError('CONFLICT', 'A shipment was already created with this key.');
  const phones = JSON.parse(member.phones) as string[];
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const price = await priceShipment(trx, {
        memberId: member.id,
        size: params.size,
        service: params.service,
        now: context.now,
      });
      const order = await placeOrder(trx, {
        kind: 'express',
        buildingId: params.buid,
        memberId: member.id,
        customer: member.name,
        mob: phones[0] ?? '',
        email: member.email,
        currency: price.currency,
        lines: [
          {
            name: orderLineName(params.service, params.size, price),
            sku: `EX-${params.service.toUpperCase()}-${params.size}`,
            quantity: 1,
            unitAmount: price.amount,
          },
        ],
        fulfilment: 'processing',
        machineId: machine.id,
        now: context.now,
      });
      const { code, hash } = await newDropOffCode(trx, machine.id);
      const at = context.now.toISOString();
      const { id } = await trx
        .insertInto('express_shipments')
        .values({
          number: `placing-${params.key}`,
          building_id: params.buid,
          machine_id: machine.id,
          member_id: member.id,
          recipient: params.recipient,
          recipient_phone: params.recipient_phone,
          destination: params.destination,
          dest_machine_id: destination?.id ?? null,
          address: params.destination === 'address' ? (params.address ?? '') : '',
          size: params.size,
          service: params.service,
          amount: price.amount,
          currency: price.currency,
          list_amount: price.listAmount,
          benefit: price.benefit,
          discount_percent: price.discountPercent,
          premium_period_id: price.periodId,
          parcel_id: null,
          order_id: order.id,
          state: 'created',
          code_hash: hash,
          compartment_id: null,
          create_key: params.key,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const number = shipmentNumber(id);
      await trx.updateTable('express_shipments').set({ number }).where('id', '=', id).execute();
      await insertEvent(trx, {
        shipmentId: id,
        state: 'created',
        at: context.now,
        place: machine.name,
        actor: context.actor.username,
        note: '',
      });
      await logOperation(trx, {
        operation: 'express-created',
        target: number,
        actor: context.actor,
        now: context.now,
        buildingId: params.buid,
        // Never the code: the log is read by every manager of the building.
        changes: {
          before: {},
          after: {
            order: order.number,
            size: params.size,
            service: params.service,
            amount: price.amount,
            ...(price.benefit === 'none' ? {} : { benefit: price.benefit, list_amount: price.listAmount }),
          },
        },
      });
      return { id, orderId: order.id, code, owes: order.totalAmount > 0 };
    })
    .catch(async (error: unknown) => {
      // The same key at the same moment: the other call's insert won and this one wrote nothing.
      const taken = await db
        .selectFrom('express_shipments')
        .select('id')
        .where('create_key', '=', params.key)
        .executeTakeFirst();
      if (taken) throw new ActError('CONFLICT', 'A shipment was already created with this key.');
      throw error;
    });
  if (created.owes)
    await chargePlacedOrder(
      db,
      provider,
      { orderId: created.orderId, method: params.method, key: params.key },
      context,
    );
  return { id: created.id, code: created.code };
}
