import { createBuildingAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { buildingSettings } from '../settings/building-settings.repository.js';
import { createBuilding } from './create-building.js';

export const newSettingHandlers = [
  implement(createBuildingAct, async (params, context) => {
    const id = await createBuilding(context.db, params, context);
    return buildingSettings(context.db, id);
  }),
];
