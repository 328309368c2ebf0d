import {
  bikeCollectionListAct,
  bikeCollectionResultAct,
  bikeFiguresAct,
  bikeFlagAct,
  bikeLocationListAct,
  bikeScheduleAct,
  bikeSessionEndAct,
  bikeSessionListAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listCollections } from './bike-collection-list.js';
import { bikeFigures, listLocations } from './bike-locations.js';
import { listSessions } from './bike-session-list.js';
import { flagBike, forceEndSession, recordCollection, scheduleCollection } from './bike-writes.js';

export const bikeHandlers = [
  implement(bikeLocationListAct, async (params, context) =>
    listLocations(context.db, await context.scope(), params, context.now),
  ),
  implement(bikeFiguresAct, async (params, context) =>
    bikeFigures(context.db, await context.scope(), params.buid, context.now),
  ),
  implement(bikeSessionListAct, async (params, context) =>
    listSessions(context.db, await context.scope(), params, context.now),
  ),
  implement(bikeSessionEndAct, (params, context) => forceEndSession(context.db, params, context)),
  implement(bikeCollectionListAct, async (params, context) =>
    listCollections(context.db, await context.scope(), params),
  ),
  implement(bikeFlagAct, (params, context) => flagBike(context.db, params, context)),
  implement(bikeScheduleAct, (params, context) => scheduleCollection(context.db, params, context)),
  implement(bikeCollectionResultAct, (params, context) => recordCollection(context.db, params, context)),
];
