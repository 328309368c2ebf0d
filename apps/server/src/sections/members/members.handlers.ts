import {
  memberCreateAct,
  memberDetailAct,
  memberHoldAct,
  memberImportApplyAct,
  memberImportPreviewAct,
  memberListAct,
  memberMergeAct,
  memberStatusAct,
  memberUpdateAct,
  parcelMemberAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { applyImport, previewImport } from './import/member-import.js';
import { setMemberHold } from './member-hold.js';
import { memberHistory } from './member-history.js';
import { listMembers } from './member-list.js';
import { mergeMembers } from './member-merge.js';
import { memberParcels } from './member-parcels.js';
import { findMember, toMemberItem } from './member-row.js';
import { setMemberStatus } from './member-status.js';
import { memberOfParcel } from './parcel-member.js';
import { createMember, updateMember } from './member-writes.js';

export const membersHandlers = [
  implement(memberListAct, async (params, context) => listMembers(context.db, await context.scope(), params)),

  implement(memberDetailAct, async (params, context) => {
    const member = toMemberItem(await findMember(context.db, params.id));
    const [parcels, history] = await Promise.all([
      memberParcels(context.db, member, params.parcels),
      memberHistory(context.db, member.id),
    ]);
    return { member, parcels: parcels.parcels, parcels_total: parcels.total, history };
  }),

  implement(memberCreateAct, (params, context) => createMember(context.db, params, context)),

  implement(memberUpdateAct, ({ id, ...changes }, context) => updateMember(context.db, id, changes, context)),

  implement(memberStatusAct, ({ id, ...change }, context) =>
    setMemberStatus(context.db, id, change, context),
  ),

  implement(memberMergeAct, (params, context) => mergeMembers(context.db, params, context)),

  implement(memberHoldAct, ({ id, ...hold }, context) => setMemberHold(context.db, id, hold, context)),

  implement(parcelMemberAct, async (params, context) => ({
    member: await memberOfParcel(context.db, params.parcel),
  })),

  implement(memberImportPreviewAct, (params, context) => previewImport(context.db, params.buid, params.csv)),

  implement(memberImportApplyAct, (params, context) =>
    applyImport(context.db, params.buid, params.csv, context),
  ),
];
