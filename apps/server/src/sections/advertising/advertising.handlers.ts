import {
  adAgentActiveAct,
  adAgentCreateAct,
  adAgentsAct,
  adAgentUpdateAct,
  adGroupCreateAct,
  adGroupsAct,
  adGroupStarAct,
  adGroupUpdateAct,
  adItemCreateAct,
  adItemDeleteAct,
  adItemsAct,
  adOverviewAct,
  redirectCreateAct,
  redirectDeleteAct,
  redirectsAct,
  redirectUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { createAgent, listAgents, setAgentActive, updateAgent } from './ad-agent.repository.js';
import { listGroups } from './ad-group.repository.js';
import { createGroup, starGroup, updateGroup } from './ad-group-writes.js';
import { createItem, deleteItem, listItems } from './ad-items.repository.js';
import { adOverview } from './ad-overview.js';
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from './redirect.repository.js';

export const adAgentHandlers = [
  implement(adAgentsAct, (params, context) => listAgents(context.db, params)),
  implement(adAgentCreateAct, (params, context) => createAgent(context, params)),
  implement(adAgentUpdateAct, (params, context) => updateAgent(context, params)),
  implement(adAgentActiveAct, (params, context) => setAgentActive(context, params.id, params.active)),
];

export const adGroupHandlers = [
  implement(adOverviewAct, (_params, context) => adOverview(context.db, context.now)),
  implement(adGroupsAct, (params, context) => listGroups(context.db, params)),
  implement(adGroupCreateAct, (params, context) => createGroup(context, params)),
  implement(adGroupUpdateAct, (params, context) => updateGroup(context, params)),
  implement(adGroupStarAct, (params, context) => starGroup(context, params.id, params.maker)),
  implement(adItemsAct, async (params, context) => ({ items: await listItems(context.db, params.group_id) })),
  implement(adItemCreateAct, (params, context) => createItem(context, params)),
  implement(adItemDeleteAct, (params, context) => deleteItem(context, params.id)),
];

export const redirectHandlers = [
  implement(redirectsAct, (params, context) => listRedirects(context.db, params)),
  implement(redirectCreateAct, (params, context) => createRedirect(context, params)),
  implement(redirectUpdateAct, (params, context) => updateRedirect(context, params)),
  implement(redirectDeleteAct, (params, context) => deleteRedirect(context, params.id)),
];
