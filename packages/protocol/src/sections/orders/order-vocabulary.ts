// The words of the orders section: who sees orders, the kinds of order the portal takes, the states of an order's
// payment and of its fulfilment, and of each payment attempt.
import type { Role } from '../../levels.js';

/** Spec §2: Orders at `orders` for levels 10 and 14; EMCO (14) sees the orders of its own buildings. */
export const ORDER_READERS: readonly Role[] = ['10', '14'];
/** Taking a payment or refunding one is the operator's: system admins only. */
export const ORDER_CASHIERS: readonly Role[] = ['10'];

export const ORDER_KINDS = ['shop', 'group-buy', 'express', 'premium', 'locker-rental'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Where the order's money stands: derived from its payments and refunds, never set by hand. */
export const ORDER_PAYMENT_STATES = ['unpaid', 'failed', 'paid', 'partially-refunded', 'refunded'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** Where the goods stand: a parcel-like order waits in a locker; a membership or rental is active, then ends. */
export const FULFILMENT_STATES = [
  'processing',
  'in-transit',
  'in-locker',
  'collected',
  'active',
  'ended',
  'cancelled',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** One charge or refund attempt with the provider: pending until the provider answers (or its webhook says). */
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why a provider refused, in words the order page translates; anything else reads as `processing_error`. */
export const PAYMENT_FAILURES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'processing_error',
  'provider_unavailable',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

export const ORDER_SORTS = ['created', 'number', 'total', 'building'] as const;
