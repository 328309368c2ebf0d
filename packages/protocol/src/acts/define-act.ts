import type { z } from 'zod';
import type { Role } from '../levels.js';

/**
 * Who may call an act: 'public' needs no token, 'signed-in' any valid token, a role list the roles of spec §6
 * (a business partner also needs '-2' in the list, see rolesAllow).
 */
export type ActAccess = 'public' | 'signed-in' | readonly Role[];

export interface ActDeclaration<
  Code extends number = number,
  Params extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  code: Code;
  name: string;
  summary: string;
  /** The parameters other than the token `t`, which every non-public act takes. */
  params: Params;
  /** What the success envelope carries: under `data`, or, when `flat`, merged beside `ret`. */
  result: Result;
  flat?: boolean;
  access: ActAccess;
  /** Parameters that name a building uid; the server refuses a uid outside the caller's scope. */
  buildingParams?: readonly string[];
  /** Parameters that name a locker uuid; the server refuses a locker outside the caller's scope. */
  machineParams?: readonly string[];
}

export function defineAct<const Code extends number, Params extends z.ZodType, Result extends z.ZodType>(
  declaration: ActDeclaration<Code, Params, Result>,
): ActDeclaration<Code, Params, Result> {
  return declaration;
}

export type ActParams<A extends ActDeclaration> = z.input<A['params']>;
export type ActParsedParams<A extends ActDeclaration> = z.output<A['params']>;
export type ActResult<A extends ActDeclaration> = z.output<A['result']>;
