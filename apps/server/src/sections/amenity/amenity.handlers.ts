import {
  amenityDepositListAct,
  amenityDepositSettleAct,
  amenityFiguresAct,
  amenityLedgerAct,
  amenityMachineListAct,
  amenityMachinePageAct,
  amenityTagBlockAct,
  amenityTagCandidatesAct,
  amenityTagIssueAct,
  amenityTagListAct,
  amenityTagReplaceAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listDeposits, listLedger, settleByStaff } from './amenity-deposits.js';
import { amenityFigures, amenityMachinePage, listAmenityMachines } from './amenity-machines.js';
import { blockTag, issueTag, listTags, replaceTag, tagCandidates } from './amenity-tags.js';

export const amenityHandlers = [
  implement(amenityMachineListAct, async (params, context) =>
    listAmenityMachines(context.db, await context.scope(), params, context.now),
  ),
  implement(amenityMachinePageAct, (params, context) =>
    amenityMachinePage(context.db, params.uuid, context.now),
  ),
  implement(amenityFiguresAct, async (params, context) =>
    amenityFigures(context.db, await context.scope(), params.buid, context.now),
  ),
  implement(amenityTagListAct, async (params, context) =>
    listTags(context.db, await context.scope(), params),
  ),
  implement(amenityTagIssueAct, (params, context) => issueTag(context.db, params, context)),
  implement(amenityTagBlockAct, (params, context) => blockTag(context.db, params, context)),
  implement(amenityTagReplaceAct, (params, context) => replaceTag(context.db, params, context)),
  implement(amenityDepositListAct, async (params, context) =>
    listDeposits(context.db, await context.scope(), params, context.now),
  ),
  implement(amenityLedgerAct, async (params, context) =>
    listLedger(context.db, await context.scope(), params),
  ),
  implement(amenityTagCandidatesAct, (params, context) => tagCandidates(context.db, params.buid)),
  implement(amenityDepositSettleAct, (params, context) => settleByStaff(context.db, params, context)),
];
