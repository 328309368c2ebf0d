import type { z } from 'zod';
import { rolesAllow, type Role, type RoleHolder } from '../levels.js';

/**
 * Who may call an act: 'public' needs no token, 'signed-in' any valid token, a role list the roles of spec §6
 * (a business partner also needs '-2' in the list, see rolesAllow).
 */
export type ActAccess = 'public' | 'signed-in' | readonly Role[];

/**
 * What a parameter names, for the dispatcher's scope check: a building uid, a locker uuid, a parcel, message, unit
 * join request, compartment, member, order, community post, premium subscription, shipment, unit or subscription
 * invoice id (each reached through its building), a group buy (reached through every one of its pickup buildings),
 * a carrier or courier key (the operator's: reached by who reaches every building), a webhook or its delivery (its
 * partner's), a staff account (the caller's reach), the caller's own user id or partner code (a system admin of the
 * operator may name anyone's).
 */
export const SCOPE_KINDS = [
  'building',
  'machine',
  'parcel',
  'message',
  'join-request',
  'compartment',
  'member',
  'order',
  'post',
  'own-user',
  'own-partner',
  'staff',
  'ticket',
  'premium-subscription',
  'shipment',
  'carrier',
  'courier-key',
  'group-buy',
  'unit',
  'invoice',
  'webhook',
  'webhook-delivery',
] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

export interface ActDeclaration<
  Code extends number = number,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
  Name extends string = string,
> {
  code: Code;
  /** Unique; tests and tools call acts by it. */
  name: Name;
  summary: string;
  /** The parameters other than the token `t`, which every non-public act takes. */
  params: Params;
  /** What the success envelope carries: under `data`, or, when `flat`, merged beside `ret`. */
  result: Result;
  flat?: boolean;
  access: ActAccess;
  /**
   * What the parameters name, by parameter: the dispatcher checks each named thing (or each element of an array)
   * against the caller's reach before the handler runs, and refuses the whole call otherwise.
   */
  scope?: Readonly<Record<string, ScopeKind>>;
  /**
   * Parameters that only some of the act's callers may set: a caller outside the field's roles who sends it is
   * refused with FORBIDDEN before the handler runs, whatever a form shows.
   */
  fields?: Readonly<Record<string, readonly Role[]>>;
}

export function defineAct<
  const Code extends number,
  Params extends z.ZodType,
  Result extends z.ZodType,
  const Name extends string,
>(declaration: ActDeclaration<Code, Params, Result, Name>): ActDeclaration<Code, Params, Result, Name> {
  return declaration;
}

export type ActParams<A extends ActDeclaration> = z.input<A['params']>;
export type ActParsedParams<A extends ActDeclaration> = z.output<A['params']>;
export type ActResult<A extends ActDeclaration> = z.output<A['result']>;

/**
 * Whether a user may call an act at all: its declared roles (spec §6, with '-2' for business partners), the same
 * rule the dispatcher applies. Pages ask it to hide what would only be refused; scope is still checked per call.
 */
export function canCall(act: { access: ActAccess }, user: RoleHolder | undefined): boolean {
  if (act.access === 'public') return true;
  if (!user) return false;
  return act.access === 'signed-in' || rolesAllow(act.access, user);
}
