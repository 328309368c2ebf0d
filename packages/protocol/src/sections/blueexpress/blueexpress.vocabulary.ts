// The words of BlueExpress: who works shipments, the services, the sizes a shipment can have (the compartment sizes
// the fleet knows, so a drop-off finds a door), the states of a shipment and which moves between them are legal.
import type { Role } from '../../levels.js';
import { KNOWN_SIZES } from '../compartments/compartment-size.js';

/** Spec §2: the BLUEEXPRESS section is the operator's system admins' (level 10), partners' admins excluded. */
export const EXPRESS_STAFF: readonly Role[] = ['10'];

export const EXPRESS_SERVICES = ['same-day', 'next-day'] as const;
export type ExpressService = (typeof EXPRESS_SERVICES)[number];

export const EXPRESS_SIZES = KNOWN_SIZES;
export type ExpressSize = (typeof EXPRESS_SIZES)[number];

export const EXPRESS_DESTINATIONS = ['locker', 'address'] as const;
export type ExpressDestination = (typeof EXPRESS_DESTINATIONS)[number];

export const EXPRESS_STATES = [
  'created',
  'dropped-off',
  'picked-up',
  'in-transit',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type ExpressState = (typeof EXPRESS_STATES)[number];

/**
 * The legal moves. A drop-off happens only at the locker (device call `express-drop-off`); a cancellation only
 * before the carrier has the parcel (and refunds); once carried it is delivered or returned to the sender.
 */
export const EXPRESS_TRANSITIONS: Readonly<Record<ExpressState, readonly ExpressState[]>> = {
  created: ['dropped-off', 'cancelled'],
  'dropped-off': ['picked-up', 'cancelled'],
  'picked-up': ['in-transit', 'returned'],
  'in-transit': ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** The moves staff make with act 65305 (carrier pickup, in transit, delivered, returned). */
export const EXPRESS_STAFF_MOVES = ['picked-up', 'in-transit', 'delivered', 'returned'] as const;
export type ExpressStaffMove = (typeof EXPRESS_STAFF_MOVES)[number];

export const canMoveExpress = (from: ExpressState, to: ExpressState): boolean =>
  EXPRESS_TRANSITIONS[from].includes(to);

export const EXPRESS_SORTS = ['created', 'number', 'state', 'price'] as const;

/**
 * What a sender's premium plan did to a shipment's price: nothing, a free delivery of the period (price 0, one of the
 * plan's free deliveries used) or the plan's discount (see expressDiscounted).
 */
export const EXPRESS_BENEFITS = ['none', 'free-delivery', 'discount'] as const;
export type ExpressBenefit = (typeof EXPRESS_BENEFITS)[number];

/**
 * The price after a premium discount, in integer minor units: the discount is `percent` of the price rounded half up
 * to the minor unit (floor((amount × percent + 50) ÷ 100)), never a float of money. 899 at 10 % is 899 − 90 = 809.
 */
export function expressDiscounted(amount: number, percent: number): number {
  const off = Math.floor((amount * percent + 50) / 100);
  return Math.max(0, amount - off);
}
