// Gathers the bell's data with the acts of spec §7, skipping the acts the user's level may not call.
import {
  abnormalParcelsAct,
  pendingPostsAct,
  rolesAllow,
  supportRequestsAct,
  timedOutParcelsAct,
  unattendedDeliveriesAct,
  unitJoinRequestsAct,
  type ActDeclaration,
} from '@bluemanager/protocol';
import type { ActCall } from '../api/act-client';
import type { SessionUser } from '../session/session-user';
import {
  countByBuilding,
  countByLocker,
  EMPTY_NOTIFICATIONS,
  type BellVariant,
  type NotificationData,
} from './notification-rules';

function mayCall(act: ActDeclaration, user: SessionUser): boolean {
  if (act.access === 'public' || act.access === 'signed-in') return true;
  return rolesAllow(act.access, user);
}

/** Tomorrow 23:59:59 in local time, as the timed-out search ends (spec §9). */
export function endOfTomorrow(now: Date): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 23:59:59`;
}

export function bellVariant(user: SessionUser): BellVariant | undefined {
  if (user.bPartner) return undefined;
  return user.level === '10' ? 'admin' : 'manager';
}

export async function loadNotifications(
  act: ActCall,
  user: SessionUser,
  variant: BellVariant,
): Promise<NotificationData> {
  if (variant === 'admin') {
    const [support, unattended, pending] = await Promise.all([
      act(supportRequestsAct, { s: 0 }),
      act(unattendedDeliveriesAct, {}),
      mayCall(pendingPostsAct, user) ? act(pendingPostsAct, {}) : Promise.resolve({ count: 0 }),
    ]);
    return {
      ...EMPTY_NOTIFICATIONS,
      supportRequests: support.length,
      unattendedDelivery: countByBuilding(unattended),
      // The community posts waiting for a moderator in the admin's buildings (status 0).
      pendingPost: pending.count,
    };
  }
  const [requests, abnormal, timedOut] = await Promise.all([
    mayCall(unitJoinRequestsAct, user)
      ? act(unitJoinRequestsAct, { mid: '', s: 0, c: 100, sts: 0 })
      : Promise.resolve([]),
    mayCall(abnormalParcelsAct, user) ? act(abnormalParcelsAct, { mc: '' }) : Promise.resolve([]),
    mayCall(timedOutParcelsAct, user)
      ? act(timedOutParcelsAct, { m: '', b: '2000-01-01', e: endOfTomorrow(new Date()), s: '' })
      : Promise.resolve([]),
  ]);
  return {
    ...EMPTY_NOTIFICATIONS,
    requestList: countByBuilding(requests),
    abnormalList: countByBuilding(abnormal),
    timedoutList: countByLocker(timedOut),
  };
}
