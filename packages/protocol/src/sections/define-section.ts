// A section is the unit of the portal: one folder per layer, named alike (packages/protocol/src/sections/<id>,
// apps/server/src/sections/<id>, apps/web/src/sections/<id>), and this one declaration, from which the act registry,
// the operation-log model, the web routes, the server's handler table and the generated docs are derived.
import type { ActAccess, ActDeclaration } from '../acts/define-act.js';

/** Spec §3: the categories of the operation log. */
export const OPERATION_CATEGORIES = [
  'Parcel',
  'Login',
  'Account',
  'Locker-setting',
  'Machine',
  'Unit',
  'Member',
  'Ad',
  'sms',
  'Order',
] as const;
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];

/** One operation-log key: its category and its message template, whose '{}' takes the target. */
export interface OperationDeclaration {
  category: OperationCategory;
  template: string;
}

/**
 * A page the section's web part renders. The route is a react-router pattern without the leading '/', such as
 * `parcels/:query`. The guard is the menu entry whose url the route is or lies under (spec §6's visibility, in
 * whichever of the four menus or the user menu holds it); a route outside every menu says who may open it.
 */
export interface PageDeclaration {
  /** The named export of the section's web entry module (`apps/web/src/sections/<id>/index.ts`). */
  page: string;
  /** Only for routes no menu entry covers, such as the spec's lazy sections `locker-select` and `new-setting`. */
  access?: ActAccess;
}

export interface SectionDeclaration<
  Id extends string = string,
  Acts extends readonly ActDeclaration[] = readonly ActDeclaration[],
  Operations extends Readonly<Record<string, OperationDeclaration>> = Readonly<
    Record<string, OperationDeclaration>
  >,
> {
  /** The spec's section name (its lazy chunk and folder), or `core` for the shell's own acts. */
  id: Id;
  summary: string;
  acts: Acts;
  operations: Operations;
  pages: Readonly<Record<string, PageDeclaration>>;
}

export function defineSection<
  const Id extends string,
  const Acts extends readonly ActDeclaration[],
  const Operations extends Readonly<Record<string, OperationDeclaration>>,
>(declaration: SectionDeclaration<Id, Acts, Operations>): SectionDeclaration<Id, Acts, Operations> {
  return declaration;
}
