import {
  familyHomesSection,
  miniBoxEventListAct,
  miniBoxFiguresAct,
  miniBoxLockerAct,
  miniBoxLockerListAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { defineServerSection } from '../define-server-section.js';
import { listMiniBoxEvents, listMiniBoxLockers, miniBoxFigures, miniBoxLocker } from './minibox-lockers.js';

// The mini-box family reads what the fleet already keeps (machines, compartments, the machine log): no tables of
// its own, and its demo lockers are the fleet seed's.
export const serverSection = defineServerSection({
  declaration: familyHomesSection,
  handlers: [
    implement(miniBoxLockerListAct, async (params, context) =>
      listMiniBoxLockers(context.db, await context.scope(), params),
    ),
    implement(miniBoxEventListAct, async (params, context) =>
      listMiniBoxEvents(context.db, await context.scope(), params),
    ),
    implement(miniBoxFiguresAct, async (params, context) =>
      miniBoxFigures(context.db, await context.scope(), params.buid, context.now),
    ),
    implement(miniBoxLockerAct, (params, context) => miniBoxLocker(context.db, params.uuid)),
  ],
});
