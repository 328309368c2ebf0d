import { adminViewAct, managerViewAct, statisticCsvAct, statisticViewAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { adminView } from './admin-view.js';
import { managerView } from './manager-view.js';
import type { Period } from './period-totals.js';
import { statisticCsv, statisticView } from './statistic-view.js';

const periodOf = (
  params: { from: string; to: string; buid?: number | undefined; carrier?: string | undefined },
  now: Date,
): Period => ({
  from: params.from,
  to: params.to,
  ...(params.buid !== undefined ? { buildingId: params.buid } : {}),
  ...(params.carrier ? { carrier: params.carrier } : {}),
  now,
});

export const dashboardsHandlers = [
  implement(managerViewAct, async (params, context) =>
    managerView(context.db, await context.scope(), params.buid, context.now, params.tz),
  ),
  implement(adminViewAct, async (_params, context) =>
    adminView(context.db, await context.scope(), context.codec, context.now),
  ),
  implement(statisticViewAct, async (params, context) =>
    statisticView(context.db, await context.scope(), periodOf(params, context.now)),
  ),
  implement(statisticCsvAct, async (params, context) =>
    statisticCsv(context.db, await context.scope(), periodOf(params, context.now)),
  ),
];
