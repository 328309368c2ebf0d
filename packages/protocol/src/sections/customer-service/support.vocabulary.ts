// The support tickets' words (schema-free, so page declarations and the web's small modules read them without zod):
// states, priorities, where a ticket came from, why a locker's help button was pressed, and the target time of each
// priority.
import type { Level } from '../../levels.js';

/** new: nobody looked yet; open: someone works it; waiting: on the requester; resolved: done (act 50072's closed). */
export const TICKET_STATES = ['new', 'open', 'waiting', 'resolved'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** A member (resident), a building's staff, or a locker's help button. */
export const TICKET_SOURCES = ['member', 'building', 'locker'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

/** What a person picked on the locker's help screen. */
export const HELP_REASONS = ['door', 'code', 'parcel', 'screen', 'other'] as const;
export type HelpReason = (typeof HELP_REASONS)[number];

/** Hours from a ticket's arrival to its target: an unresolved ticket past it (and not waiting on the requester) is
 * overdue. */
export const TICKET_TARGET_HOURS: Readonly<Record<TicketPriority, number>> = {
  urgent: 2,
  high: 8,
  normal: 24,
  low: 72,
};

/** When a ticket of that priority, arrived then, is due. */
export function ticketDueAt(createdAt: string, priority: TicketPriority): string {
  return new Date(Date.parse(createdAt) + TICKET_TARGET_HOURS[priority] * 3_600_000).toISOString();
}

/** The states that still count as open: the bell and act 50072 count these. */
export const OPEN_TICKET_STATES: readonly TicketState[] = ['new', 'open', 'waiting'];

/** Who works the queue: system admins (main menu) and the parcel admin (level 5, the bike menu's Support). */
export const SUPPORT_ROLES: readonly Level[] = ['5', '10'];

/** A ticket's number as people quote it on the phone and as the operation log names it: T-0042. */
export const ticketNumber = (id: number): string => `T-${String(id).padStart(4, '0')}`;
