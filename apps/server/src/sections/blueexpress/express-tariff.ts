// The BlueExpress tariff (acts 65307, 65308): a price per size × service in minor units, staff-edited. A change
// writes the rows given and logs each changed price, before and after, in one transaction.
import type { Kysely } from 'kysely';
import {
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  type ActParsedParams,
  type expressTariffSetAct,
  type ExpressTariffRow,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { currencyOf, oneOf } from '../orders/order-row.js';
import type { SettleContext } from '../orders/order-settle.js';

export async function readTariff(db: Kysely<Database>): Promise<{ rows: ExpressTariffRow[] }> {
  const rows = await db.selectFrom('express_tariffs').selectAll().execute();
  const rank = (size: string, service: string) =>
    EXPRESS_SIZES.indexOf(oneOf(EXPRESS_SIZES, size, 'size')) * 2 +
    EXPRESS_SERVICES.indexOf(oneOf(EXPRESS_SERVICES, service, 'service'));
  return {
    rows: rows
      .sort((a, b) => rank(a.size, a.service) - rank(b.size, b.service))
      .map((row) => ({
        size: oneOf(EXPRESS_SIZES, row.size, 'size'),
        service: oneOf(EXPRESS_SERVICES, row.service, 'service'),
        price: { amount: Number(row.amount), currency: currencyOf(row.currency) },
      })),
  };
}

/** The price of a size and service; a pair the tariff has no row for cannot be sold. */
export async function priceOf(db: Kysely<Database>, size: string, service: string) {
  const row = await db
    .selectFrom('express_tariffs')
    .select(['amount', 'currency'])
    .where('size', '=', size)
    .where('service', '=', service)
    .executeTakeFirst();
  if (!row) throw new ActError('CONFLICT', `The tariff has no price for size ${size}, ${service}.`);
  return { amount: Number(row.amount), currency: currencyOf(row.currency) };
}

export async function setTariff(
  db: Kysely<Database>,
  params: ActParsedParams<typeof expressTariffSetAct>,
  context: SettleContext,
): Promise<void> {
  const pairs = new Set(params.rows.map((row) => `${row.size}/${row.service}`));
  if (pairs.size !== params.rows.length)
    throw new ActError('INVALID_PARAMS', 'Each size and service may be priced once.', {
      issues: [{ path: 'rows', message: 'a size and service twice' }],
    });
  const at = context.now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const row of params.rows) {
      const before = await trx
        .selectFrom('express_tariffs')
        .select(['amount', 'currency'])
        .where('size', '=', row.size)
        .where('service', '=', row.service)
        .executeTakeFirst();
      if (before && Number(before.amount) === row.amount && before.currency === params.currency) continue;
      const values = { amount: row.amount, currency: params.currency, updated_at: at };
      if (before)
        await trx
          .updateTable('express_tariffs')
          .set(values)
          .where('size', '=', row.size)
          .where('service', '=', row.service)
          .execute();
      else
        await trx
          .insertInto('express_tariffs')
          .values({ ...values, size: row.size, service: row.service })
          .execute();
      await logOperation(trx, {
        operation: 'express-tariff-changed',
        target: `${row.size} ${row.service}`,
        actor: context.actor,
        now: context.now,
        changes: {
          before: before ? { amount: Number(before.amount), currency: before.currency } : {},
          after: { amount: row.amount, currency: params.currency },
        },
      });
    }
  });
}
