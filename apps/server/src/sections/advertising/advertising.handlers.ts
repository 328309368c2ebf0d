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
  adItemMediaAct,
  adOverviewAct,
  adScreensAct,
  adScreenCreateAct,
  adScreenUpdateAct,
  adScreenMachinesAct,
  adMachineScreenAct,
  machinePlaylistAct,
  adAnalyticsAct,
  adReportSendAct,
  redirectCreateAct,
  redirectDeleteAct,
  redirectsAct,
  redirectUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { createAgent, listAgents, setAgentActive, updateAgent } from './ad-agent.repository.js';
import { listGroups } from './ad-group.repository.js';
import { createGroup, starGroup, updateGroup } from './ad-group-writes.js';
import { createItem, deleteItem, listItems, setItemMedia } from './ad-items.repository.js';
import { adOverview } from './ad-overview.js';
import {
  createScreen,
  listScreenMachines,
  listScreens,
  machineScreen,
  setMachineScreen,
  updateScreen,
} from './ad-screens.repository.js';
import { playlistOf } from './playlist.js';
import { adAnalytics } from './ad-analytics.js';
import { machineByUuid } from '../machines/machine-access.js';
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from './redirect.repository.js';
import { sendAgentReport } from './report/report-send.js';

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
  implement(adItemMediaAct, (params, context) => setItemMedia(context, params.id, params.media)),
];

export const redirectHandlers = [
  implement(redirectsAct, (params, context) => listRedirects(context.db, params)),
  implement(redirectCreateAct, (params, context) => createRedirect(context, params)),
  implement(redirectUpdateAct, (params, context) => updateRedirect(context, params)),
  implement(redirectDeleteAct, (params, context) => deleteRedirect(context, params.id)),
];

export const adScreenHandlers = [
  implement(adScreensAct, async (params, context) => ({
    screens: await listScreens(context.db, params.layout),
  })),
  implement(adScreenCreateAct, (params, context) => createScreen(context, params)),
  implement(adScreenUpdateAct, (params, context) => updateScreen(context, params)),
  implement(adScreenMachinesAct, (params, context) => listScreenMachines(context.db, params)),
  implement(adMachineScreenAct, (params, context) =>
    setMachineScreen(context, params.uuid, params.screen_id),
  ),
  implement(machinePlaylistAct, async (params, context) => {
    const machine = await machineByUuid(context.db, params.uuid);
    const [screen, playlist] = await Promise.all([
      machineScreen(context.db, params.uuid),
      playlistOf(context.db, machine, context.now),
    ]);
    return { ...playlist, machine: screen.name, bname: screen.bname };
  }),
  implement(adAnalyticsAct, (params, context) => adAnalytics(context.db, params)),
];

export const adReportHandlers = [
  implement(adReportSendAct, (params, context) => sendAgentReport(context, params)),
];
