import {
  carrierCreateAct,
  carrierDeleteAct,
  carrierDetailAct,
  carrierFiguresAct,
  carrierListAct,
  carrierUpdateAct,
  courierKeyCreateAct,
  courierKeyDetailAct,
  courierKeyListAct,
  courierKeyRevokeAct,
  keyUseListAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { carrierFigures } from './carrier-figures.js';
import { carrierDetail, createCarrier, deleteCarrier, listCarriers, updateCarrier } from './carriers.js';
import { createKey, keyDetail, listKeys, revokeKey } from './courier-keys.js';
import { listKeyUses } from './key-uses.js';

export const bluekeyHandlers = [
  implement(carrierListAct, (params, context) => listCarriers(context.db, params, context.now)),
  implement(carrierDetailAct, (params, context) => carrierDetail(context.db, params.id, context.now)),
  implement(carrierCreateAct, (params, context) => createCarrier(context.db, params, context)),
  implement(carrierUpdateAct, (params, context) => updateCarrier(context.db, params, context)),
  implement(carrierDeleteAct, (params, context) => deleteCarrier(context.db, params.id, context)),
  implement(carrierFiguresAct, (params, context) => carrierFigures(context.db, params, context.now)),
  implement(courierKeyListAct, (params, context) => listKeys(context.db, params, context.now)),
  implement(courierKeyDetailAct, (params, context) => keyDetail(context.db, params.id, context.now)),
  implement(courierKeyCreateAct, (params, context) => createKey(context.db, params, context)),
  implement(courierKeyRevokeAct, (params, context) => revokeKey(context.db, params.id, context)),
  implement(keyUseListAct, (params, context) => listKeyUses(context.db, params)),
];
