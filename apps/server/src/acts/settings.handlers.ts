import {
  approveJoinRequestAct,
  buildingSettingsAct,
  rejectJoinRequestAct,
  settingsBuildingsAct,
  updateBuildingSettingsAct,
} from '@bluemanager/protocol';
import { implement } from '../act-channel/act-handler.js';
import { buildingSettings, listSettingsBuildings } from '../domain/buildings/building-settings.repository.js';
import { updateBuildingSettings } from '../domain/buildings/building-settings.service.js';
import { decideJoinRequest } from '../domain/requests/join-decisions.js';

export const settingsHandlers = [
  implement(settingsBuildingsAct, async (params, context) =>
    listSettingsBuildings(context.db, await context.scope(), params.q || undefined),
  ),

  implement(buildingSettingsAct, (params, context) => buildingSettings(context.db, params.buid)),

  implement(updateBuildingSettingsAct, (params, context) =>
    updateBuildingSettings(context.db, {
      params,
      session: context.session,
      ip: context.ip,
      now: context.now,
    }),
  ),

  implement(approveJoinRequestAct, async (params, context) =>
    decideJoinRequest(context.db, {
      id: params.id,
      decision: 'approved',
      note: '',
      scope: await context.scope(),
      session: context.session,
      ip: context.ip,
      now: context.now,
    }),
  ),

  implement(rejectJoinRequestAct, async (params, context) =>
    decideJoinRequest(context.db, {
      id: params.id,
      decision: 'rejected',
      note: params.reason,
      scope: await context.scope(),
      session: context.session,
      ip: context.ip,
      now: context.now,
    }),
  ),
];
