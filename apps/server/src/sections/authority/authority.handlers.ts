import {
  setTwoFactorPolicyAct,
  staffAccountAct,
  staffCreateAct,
  staffDeleteAct,
  staffEditAct,
  staffEndSessionsAct,
  staffListAct,
  staffPartnersAct,
  staffPasswordResetAct,
  staffSessionsAct,
  staffStateAct,
  twoFactorPolicyAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { deleteStaff, resetStaffPassword, setStaffState } from './staff-lifecycle.js';
import { staffPartners } from './staff-partners.js';
import { endStaffSessions, staffSessions } from './staff-sessions.js';
import { listStaff, staffItem } from './staff-view.js';
import { createStaff, editStaff } from './staff-write.js';
import { setTwoFactorPolicy, twoFactorPolicy } from './two-factor-policy.js';

export const authorityHandlers = [
  implement(staffListAct, (params, context) => listStaff(context.db, params, context)),
  implement(staffCreateAct, (params, context) => createStaff(context.db, params, context)),
  implement(staffEditAct, (params, context) => editStaff(context.db, params, context)),
  implement(staffStateAct, ({ id, state }, context) => setStaffState(context.db, id, state, context)),
  implement(staffDeleteAct, ({ id }, context) => deleteStaff(context.db, id, context)),
  implement(staffPasswordResetAct, ({ id }, context) => resetStaffPassword(context.db, id, context)),
  implement(staffSessionsAct, ({ id }, context) => staffSessions(context.db, id, context)),
  implement(staffEndSessionsAct, (params, context) => endStaffSessions(context.db, params, context)),
  implement(twoFactorPolicyAct, (_params, context) => twoFactorPolicy(context.db, context)),
  implement(setTwoFactorPolicyAct, (params, context) => setTwoFactorPolicy(context.db, params, context)),
  implement(staffPartnersAct, (_params, context) => staffPartners(context.db, context.session)),
  implement(staffAccountAct, ({ id }, context) => staffItem(context.db, id, context)),
];
