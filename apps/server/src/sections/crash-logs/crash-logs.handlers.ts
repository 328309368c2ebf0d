import { crashGroupDetailAct, crashGroupListAct, crashGroupResolveAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { crashGroupDetail, listCrashGroups, resolveCrashGroup } from './crash-groups.js';

export const crashLogsHandlers = [
  implement(crashGroupListAct, (params, context) => listCrashGroups(context.db, params)),
  implement(crashGroupDetailAct, ({ id }, context) => crashGroupDetail(context.db, id)),
  implement(crashGroupResolveAct, (params, context) => resolveCrashGroup(context.db, params, context)),
];
