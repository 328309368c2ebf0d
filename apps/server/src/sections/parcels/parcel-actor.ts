// Who moves a parcel: a portal user, a locker (the device channel) or the portal itself (the sweep).
import type { OperationActor } from '../../domain/oplog/operation-log.js';

export type ParcelActor =
  | ({ kind: 'user' } & OperationActor)
  | { kind: 'machine'; machineId: number; uuid: string }
  | { kind: 'system'; job: string };

/** How an actor appears in the operation log. */
export function actorLogFields(actor: ParcelActor): OperationActor {
  if (actor.kind === 'user') return { userId: actor.userId, username: actor.username, ip: actor.ip };
  if (actor.kind === 'machine') return { userId: null, username: `locker ${actor.uuid}`, ip: '' };
  return { userId: null, username: `system (${actor.job})`, ip: '' };
}
