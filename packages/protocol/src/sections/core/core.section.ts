// The shell's own acts (spec §7): sign-in and sessions, the directory (partner, user, URLs, buildings) and what the
// navbar's bell and banners load. Its page is the home of the main and bike menus.
import { defineSection } from '../define-section.js';
import { pages } from './core.pages.js';
import {
  loginAct,
  logoutAct,
  sessionAct,
  twoFactorBeginAct,
  twoFactorConfirmAct,
  twoFactorDisableAct,
} from './auth.acts.js';
import {
  allBuildingsAct,
  managedBuildingsAct,
  partnerInfoAct,
  serviceUrlsAct,
  userInfoAct,
} from './directory.acts.js';
import {
  abnormalParcelsAct,
  machineListAct,
  supportRequestsAct,
  timedOutParcelsAct,
  unattendedDeliveriesAct,
  unitJoinRequestsAct,
} from './operations.acts.js';

export const coreSection = defineSection({
  id: 'core',
  summary: 'Sign-in, sessions, the directory and the notifications the shell loads.',
  acts: [
    loginAct,
    logoutAct,
    sessionAct,
    twoFactorBeginAct,
    twoFactorConfirmAct,
    twoFactorDisableAct,
    partnerInfoAct,
    machineListAct,
    unitJoinRequestsAct,
    abnormalParcelsAct,
    supportRequestsAct,
    unattendedDeliveriesAct,
    timedOutParcelsAct,
    userInfoAct,
    serviceUrlsAct,
    managedBuildingsAct,
    allBuildingsAct,
  ],
  operations: {
    'login-success': { category: 'Login', template: 'User {} logged in' },
    'login-failed': { category: 'Login', template: 'User {} login failed' },
    'login-locked': { category: 'Login', template: 'User {} locked after too many failed logins' },
    logout: { category: 'Login', template: 'User {} logged out' },
    'two-factor-enabled': { category: 'Account', template: 'Account {} turned two-factor on' },
    'two-factor-disabled': { category: 'Account', template: 'Account {} turned two-factor off' },
    'account-deleted': { category: 'Account', template: 'Account {} deleted' },
  },
  pages,
});
export * from './auth.acts.js';
export * from './directory.acts.js';
export * from './operations.acts.js';
