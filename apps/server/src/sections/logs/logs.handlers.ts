import {
  logRetentionAct,
  machineLogsAct,
  machineTimelineAct,
  memberLogsAct,
  setLogRetentionAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { logRetention, setMachineLogDays } from './log-retention.js';
import { listMachineLogs, machineTimeline } from './machine-logs.js';
import { listMemberLogs } from './member-logs.js';

export const logsHandlers = [
  implement(memberLogsAct, async (params, context) =>
    listMemberLogs(context.db, context.session, await context.scope(), params),
  ),
  implement(machineLogsAct, async (params, context) =>
    listMachineLogs(context.db, await context.scope(), params),
  ),
  implement(machineTimelineAct, (params, context) => machineTimeline(context.db, params)),
  implement(logRetentionAct, (_params, context) => logRetention(context.db)),
  implement(setLogRetentionAct, (params, context) =>
    setMachineLogDays(context.db, params.machine_days, context),
  ),
];
