// The Compartments section (`compartments`): the compartments of the caller's lockers, for the metro staff.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import { listResult, optionalBuildingUid, pageParams } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { compartmentItem, machineUuid } from '../machines/machines.acts.js';

/** Spec §2: Compartments at `compartments` is for the metro staff (11); role 10 sees everything. */
export const COMPARTMENT_ROLES: readonly Role[] = ['11', '10'];

export const compartmentListAct = defineAct({
  code: 52030,
  name: 'compartments',
  summary:
    "The compartments of the caller's lockers with spec §4's size filter: 'all', 'undefined' (size contains '-1'), 'defined' (does not), or a size substring.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    uuid: machineUuid.optional().describe('one locker'),
    size: z.string().trim().max(16).default('all'),
    category: z.string().trim().max(16).default('all').describe("'all' or a category"),
    state: z.enum(['all', 'free', 'occupied', 'disabled']).default('all'),
    ...pageParams({ maxCount: 1000, defaultCount: 200 }),
  }),
  result: listResult(
    compartmentItem.extend({
      muuid: z.string(),
      mname: z.string(),
      buid: z.number().int(),
      bname: z.string(),
    }),
  ),
  access: COMPARTMENT_ROLES,
  scope: { buid: 'building', uuid: 'machine' },
});

export const COMPARTMENTS_ACTS = [compartmentListAct] as const;
