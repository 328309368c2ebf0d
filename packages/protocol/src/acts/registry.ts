// Every act, declared once. The server dispatches from this list, the web client types its calls with it and
// docs/protocol.md is generated from it.
import {
  loginAct,
  logoutAct,
  sessionAct,
  twoFactorBeginAct,
  twoFactorConfirmAct,
  twoFactorDisableAct,
} from './auth.acts.js';
import type { ActDeclaration } from './define-act.js';
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
import { publishReleaseNoteAct } from './release-notes.acts.js';
import { DASHBOARD_ACTS } from './dashboards.acts.js';
import { FLEET_ACTS } from './fleet.acts.js';
import { SETTINGS_ACTS } from './settings.acts.js';
import { PARCEL_ACTS } from './parcels.acts.js';
import { NOTIFICATION_ACTS } from './notifications.acts.js';

export const ACTS = [
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
  publishReleaseNoteAct,
  ...SETTINGS_ACTS,
  ...FLEET_ACTS,
  ...DASHBOARD_ACTS,
  ...PARCEL_ACTS,
  ...NOTIFICATION_ACTS,
] as const;

export type AnyAct = (typeof ACTS)[number];
export type ActCode = AnyAct['code'];
export type ActByCode<C extends ActCode> = Extract<AnyAct, { code: C }>;

const byCode = new Map<number, ActDeclaration>(ACTS.map((act) => [act.code, act]));

export function findAct(code: number): ActDeclaration | undefined {
  return byCode.get(code);
}
