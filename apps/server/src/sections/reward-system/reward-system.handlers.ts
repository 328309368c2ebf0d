import {
  memberRewardsAct,
  rewardAdjustAct,
  rewardEarnAct,
  rewardMembersAct,
  rewardRedeemAct,
  rewardRulesAct,
  rewardRuleUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { appendEntry, earnByRule, memberRewards } from './reward-ledger.js';
import { listRewardMembers } from './reward-members.js';
import { rewardRules, updateRewardRule } from './reward-rules.js';

export const rewardSystemHandlers = [
  implement(rewardRulesAct, (_params, context) => rewardRules(context.db)),

  implement(rewardRuleUpdateAct, (params, context) => updateRewardRule(context.db, params, context)),

  implement(rewardMembersAct, async (params, context) =>
    listRewardMembers(context.db, await context.scope(), params),
  ),

  implement(memberRewardsAct, (params, context) => memberRewards(context.db, params.id, context.now)),

  implement(rewardAdjustAct, async ({ id, points, reason }, context) => {
    await appendEntry(context.db, id, { kind: 'adjust', points, reason }, context);
    return memberRewards(context.db, id, context.now);
  }),

  implement(rewardRedeemAct, async ({ id, points, reason }, context) => {
    await appendEntry(context.db, id, { kind: 'redeem', points: -points, reason }, context);
    return memberRewards(context.db, id, context.now);
  }),

  implement(rewardEarnAct, async ({ id, rule, reason }, context) => {
    await earnByRule(context.db, id, rule, reason, context);
    return memberRewards(context.db, id, context.now);
  }),
];
