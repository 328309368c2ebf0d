import {
  approveJoinRequestAct,
  buildingSettingsAct,
  rejectJoinRequestAct,
  settingsBuildingsAct,
  updateBuildingSettingsAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { buildingSettings, listSettingsBuildings } from './building-settings.repository.js';
import { updateBuildingSettings } from './building-settings.service.js';
import { decideJoinRequest } from './join-decisions.js';

export const settingsHandlers = [
  implement(settingsBuildingsAct, async (params, context) =>
    listSettingsBuildings(context.db, await context.scope(), params),
  ),

  implement(buildingSettingsAct, (params, context) => buildingSettings(context.db, params.buid)),

  implement(updateBuildingSettingsAct, (params, context) =>
    updateBuildingSettings(context.db, params, context),
  ),

  implement(approveJoinRequestAct, (params, context) =>
    decideJoinRequest(context.db, {
      id: params.id,
      decision: 'approved',
      note: '',
      writer: context,
    }),
  ),

  implement(rejectJoinRequestAct, (params, context) =>
    decideJoinRequest(context.db, {
      id: params.id,
      decision: 'rejected',
      note: params.reason,
      writer: context,
    }),
  ),
];
