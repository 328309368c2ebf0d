import { memberLogsAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listMemberLogs } from './member-logs.js';

export const logsHandlers = [
  implement(memberLogsAct, async (params, context) =>
    listMemberLogs(context.db, context.session, await context.scope(), params),
  ),
];
