// Who may do what to whom, beyond the act's roles and the `staff` scope: nobody edits an account that reaches
// further than them or gives a level that does (staffRank), and nobody locks themselves out.
import { isLevel, staffRank, type Level } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';

export type Manager = Pick<SessionInfo, 'userId' | 'level' | 'partner'>;

export const managerRank = (manager: Manager) => staffRank(manager.level, manager.partner);

/** Whether the manager may change this account at all. */
export function mayManage(manager: Manager, target: { level: string; partner: string }): boolean {
  return isLevel(target.level) && staffRank(target.level, target.partner) <= managerRank(manager);
}

export function requireManageable(
  manager: Manager,
  target: { id: number; username: string; level: string; partner: string },
): void {
  if (!mayManage(manager, target)) {
    throw new ActError('FORBIDDEN', `${target.username} reaches further than you: you may not change them.`);
  }
}

/** The level (with the partner it is given in) may not reach further than the manager's own. */
export function requireAssignable(manager: Manager, level: Level, partner: string): void {
  if (staffRank(level, partner) > managerRank(manager)) {
    throw new ActError(
      'FORBIDDEN',
      `You may not give level ${level} at ${partner}: it reaches further than your own.`,
      { issues: [{ path: 'level', message: 'this level reaches further than your own' }] },
    );
  }
}

export function requireNotSelf(manager: Manager, targetId: number, what: string): void {
  if (manager.userId === targetId) {
    throw new ActError('CONFLICT', `You may not ${what} your own account.`);
  }
}
