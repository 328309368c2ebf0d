import {
  clearAbnormalAct,
  collectParcelsAct,
  completeParcelsAct,
  extendParcelsAct,
  flagAbnormalAct,
  parcelDetailAct,
  looksLikePhone,
  parcelListAct,
  phoneSearchText,
  resendPickupCodeAct,
  returnParcelsAct,
  type ParcelActionResult,
  type ParcelFilter,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import { implement, type SignedInContext } from '../../act-channel/act-handler.js';
import { machineByUuid } from '../machines/machine-access.js';
import type { ParcelActor } from './parcel-actor.js';
import { parcelDetail } from './parcel-detail.js';
import { toParcelListItem } from './parcel-item.js';
import {
  clearAbnormal,
  collectParcel,
  completeManually,
  extendDue,
  markAbnormal,
  resendPickupCode,
  returnToCarrier,
} from './parcel-lifecycle.js';
import { listParcels, type DepositWindow, type ParcelQuery } from './parcel-list.js';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { zonedBound } from '../../domain/zoned-time.js';

/** The list filter as the act, the CSV export and the route /parcels/{json} give it, once its scope is checked. */
export async function parcelQueryOf(
  db: Kysely<Database>,
  filter: ParcelFilter,
  now: Date,
): Promise<ParcelQuery> {
  const { muuid, from, to, p, s, ...rest } = filter;
  return {
    ...rest,
    // A phone typed in any format ('(416) 555-8605', '+1 416…') is looked for by its stored digits.
    p: p ? phoneSearchText(p) : p,
    s: s && looksLikePhone(s) ? phoneSearchText(s) : s,
    machineId: muuid ? (await machineByUuid(db, muuid)).id : undefined,
    deposited: from || to ? await depositWindows(db, from, to) : [],
    now,
  };
}

/** The typed deposit dates in each time zone the buildings use (a handful, however many buildings). */
async function depositWindows(
  db: Kysely<Database>,
  from: string | undefined,
  to: string | undefined,
): Promise<DepositWindow[]> {
  const zones = await db.selectFrom('buildings').select('timezone').distinct().execute();
  return zones.map(({ timezone }) => ({
    zone: timezone,
    from: from ? zonedBound(from, 'start', timezone) : undefined,
    to: to ? zonedBound(to, 'end', timezone) : undefined,
  }));
}

const userActor = (context: SignedInContext): ParcelActor => ({ kind: 'user', ...context.actor });

/**
 * Runs an action on one parcel (a refusal is the act's failure) or on several, each in its own transaction,
 * reporting each parcel's outcome: a refused parcel does not stop the others.
 */
async function onParcels(
  params: { id?: number; ids?: number[] },
  context: SignedInContext,
  run: (parcelId: number, actor: ParcelActor) => Promise<unknown>,
): Promise<ParcelActionResult> {
  const actor = userActor(context);
  const once = (id: number) => run(id, actor);
  if (params.id !== undefined) {
    await once(params.id);
    return { done: 1, failed: 0, results: [{ id: params.id, ok: true }] };
  }
  const results: ParcelActionResult['results'] = [];
  for (const id of new Set(params.ids ?? [])) {
    try {
      await once(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof ActError)) throw error;
      results.push({ id, ok: false, code: error.code, msg: error.message });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { done, failed: results.length - done, results };
}

export const parcelsHandlers = [
  implement(parcelListAct, async (params, context) => {
    const scope = await context.scope();
    const { sort, dir, offset, count, ...filter } = params;
    const page = await listParcels(context.db, scope, await parcelQueryOf(context.db, filter, context.now), {
      sort,
      dir,
      offset,
      count,
    });
    return {
      total: page.total,
      capped: page.capped,
      items: page.rows.map((row) => toParcelListItem(row, context.codec, context.now)),
    };
  }),

  implement(parcelDetailAct, async (params, context) => {
    const { row, timeline, messages } = await parcelDetail(context.db, params.id);
    return { parcel: toParcelListItem(row, context.codec, context.now), timeline, messages };
  }),

  implement(collectParcelsAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      collectParcel(context.db, { parcelId, actor, now: context.now }),
    ),
  ),

  implement(completeParcelsAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      completeManually(context.db, { parcelId, reason: params.reason, actor, now: context.now }),
    ),
  ),

  implement(resendPickupCodeAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      resendPickupCode(context.db, { parcelId, actor, now: context.now }),
    ),
  ),

  implement(extendParcelsAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      extendDue(context.db, { parcelId, hours: params.hours, actor, now: context.now }),
    ),
  ),

  implement(returnParcelsAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      returnToCarrier(context.db, { parcelId, reason: params.reason, actor, now: context.now }),
    ),
  ),

  implement(flagAbnormalAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      markAbnormal(context.db, { parcelId, reason: params.reason, actor, now: context.now }),
    ),
  ),

  implement(clearAbnormalAct, (params, context) =>
    onParcels(params, context, (parcelId, actor) =>
      clearAbnormal(context.db, { parcelId, actor, now: context.now }),
    ),
  ),
];
