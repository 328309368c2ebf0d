// Who moves a parcel: a portal user, a locker (the device channel) or the portal itself (the sweep).
export type ParcelActor =
  | { kind: 'user'; userId: number; username: string; ip: string }
  | { kind: 'machine'; machineId: number; uuid: string }
  | { kind: 'system'; job: string };

/** How an actor appears in the operation log. */
export function actorLogFields(actor: ParcelActor): { userId: number | null; username: string; ip: string } {
  if (actor.kind === 'user') return { userId: actor.userId, username: actor.username, ip: actor.ip };
  if (actor.kind === 'machine') return { userId: null, username: `locker ${actor.uuid}`, ip: '' };
  return { userId: null, username: `system (${actor.job})`, ip: '' };
}
