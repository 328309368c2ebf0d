// A shipment's price for its sender: the tariff's, changed by the sender's premium plan (premium-deliveries.ts). While
// the subscription's period has free deliveries left, the shipment is free and takes one (inside the creating
// transaction, by the period's conditional update, so it is never taken twice); otherwise the plan's discount applies
// (expressDiscounted: integer minor units, rounded half up). The quote reads the same rules without taking anything.
import type { Kysely } from 'kysely';
import {
  decimalText,
  expressDiscounted,
  type Currency,
  type ExpressBenefit,
  type ExpressQuote,
  type ExpressService,
  type ExpressSize,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { deliveryBenefitsOf, takeFreeDelivery } from '../premium-member/premium-deliveries.js';
import { priceOf } from './express-tariff.js';

export interface PremiumPrice {
  currency: Currency;
  listAmount: number;
  amount: number;
  benefit: ExpressBenefit;
  discountPercent: number;
  /** The period whose free delivery was taken. */
  periodId: number | null;
}

interface Wanted {
  memberId: number;
  size: ExpressSize;
  service: ExpressService;
  now: Date;
}

export async function quoteShipment(db: Kysely<Database>, wanted: Wanted): Promise<ExpressQuote> {
  const list = await priceOf(db, wanted.size, wanted.service);
  const benefits = await deliveryBenefitsOf(db, wanted.memberId, wanted.now);
  const left = benefits && benefits.periodId !== null ? benefits.freeDeliveries - benefits.freeUsed : 0;
  if (benefits && left > 0)
    return {
      list_price: list,
      price: { amount: 0, currency: list.currency },
      benefit: { kind: 'free-delivery', left },
    };
  if (benefits && benefits.discountPercent > 0)
    return {
      list_price: list,
      price: { amount: expressDiscounted(list.amount, benefits.discountPercent), currency: list.currency },
      benefit: { kind: 'discount', percent: benefits.discountPercent },
    };
  return { list_price: list, price: list, benefit: { kind: 'none' } };
}

/** The price of a shipment being created, inside its transaction: a free delivery is taken here when one is left. */
export async function priceShipment(trx: Kysely<Database>, wanted: Wanted): Promise<PremiumPrice> {
  const list = await priceOf(trx, wanted.size, wanted.service);
  const base = { currency: list.currency, listAmount: list.amount, periodId: null };
  const benefits = await deliveryBenefitsOf(trx, wanted.memberId, wanted.now);
  if (!benefits) return { ...base, amount: list.amount, benefit: 'none', discountPercent: 0 };
  const { periodId } = benefits;
  if (periodId !== null && (await takeFreeDelivery(trx, periodId, benefits.freeDeliveries)))
    return { ...base, amount: 0, benefit: 'free-delivery', discountPercent: 0, periodId };
  if (benefits.discountPercent > 0)
    return {
      ...base,
      amount: expressDiscounted(list.amount, benefits.discountPercent),
      benefit: 'discount',
      discountPercent: benefits.discountPercent,
    };
  return { ...base, amount: list.amount, benefit: 'none', discountPercent: 0 };
}

/** The order line: its name says why the price is what it is. */
export function orderLineName(service: string, size: string, price: PremiumPrice): string {
  const base = `BlueExpress ${service} ${size}`;
  if (price.benefit === 'free-delivery') return `${base}, free: premium free delivery of the period`;
  if (price.benefit === 'discount') {
    const tariff = decimalText({ amount: price.listAmount, currency: price.currency });
    return `${base}, premium ${price.discountPercent} % off the tariff's ${tariff} ${price.currency}`;
  }
  return base;
}
