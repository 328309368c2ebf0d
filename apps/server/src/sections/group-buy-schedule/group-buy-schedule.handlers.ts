import {
  groupBuyCancelAct,
  groupBuyCandidatesAct,
  groupBuyCreateAct,
  groupBuyDetailAct,
  groupBuyJoinAct,
  groupBuyListAct,
  groupBuyOpenAct,
  groupBuyUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { joinCampaign, joinCandidates } from './group-buy-join.js';
import { campaignDetail, listCampaigns } from './group-buy-read.js';
import { cancelCampaign, createCampaign, openCampaign, updateCampaign } from './group-buy-writes.js';

export const groupBuyHandlers = [
  implement(groupBuyListAct, async (params, context) =>
    listCampaigns(context.db, await context.scope(), params),
  ),

  implement(groupBuyDetailAct, (params, context) => campaignDetail(context.db, params.id)),

  implement(groupBuyCreateAct, async (params, context) =>
    campaignDetail(context.db, await createCampaign(context.db, params, context)),
  ),

  implement(groupBuyUpdateAct, async (params, context) => {
    await updateCampaign(context.db, params, context);
    return campaignDetail(context.db, params.id);
  }),

  implement(groupBuyOpenAct, async (params, context) => {
    await openCampaign(context.db, params.id, context);
    return campaignDetail(context.db, params.id);
  }),

  implement(groupBuyCancelAct, async (params, context) => {
    await cancelCampaign(context.db, params.id, params.reason, context);
    return campaignDetail(context.db, params.id);
  }),

  implement(groupBuyJoinAct, async (params, context) => {
    await joinCampaign(context.db, params, context);
    return campaignDetail(context.db, params.id);
  }),

  implement(groupBuyCandidatesAct, (params, context) => joinCandidates(context.db, params)),
];
