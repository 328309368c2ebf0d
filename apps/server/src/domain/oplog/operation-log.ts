// The operation log: each operation key has a category and a message template whose '{}' takes the target.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const OPERATION_CATEGORIES = [
  'Parcel',
  'Login',
  'Account',
  'Locker-setting',
  'Machine',
  'Unit',
  'Member',
  'Ad',
] as const;
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];

export const OPERATIONS = {
  'login-success': { category: 'Login', template: 'User {} logged in' },
  'login-failed': { category: 'Login', template: 'User {} login failed' },
  'login-locked': { category: 'Login', template: 'User {} locked after too many failed logins' },
  logout: { category: 'Login', template: 'User {} logged out' },
  'two-factor-enabled': { category: 'Account', template: 'Account {} turned two-factor on' },
  'two-factor-disabled': { category: 'Account', template: 'Account {} turned two-factor off' },
  'account-deleted': { category: 'Account', template: 'Account {} deleted' },
  'parcel-completed-manually': { category: 'Parcel', template: 'Parcel {} completed manually' },
  'parcel-deposited': { category: 'Parcel', template: 'Parcel {} deposited' },
  'parcel-collected': { category: 'Parcel', template: 'Parcel {} collected' },
  'parcel-returned': { category: 'Parcel', template: 'Parcel {} returned to carrier' },
  'parcel-flagged-abnormal': { category: 'Parcel', template: 'Parcel {} flagged abnormal' },
  'parcel-abnormal-cleared': { category: 'Parcel', template: 'Parcel {} no longer abnormal' },
  'parcel-extended': { category: 'Parcel', template: 'Parcel {} due time extended' },
  'parcel-code-resent': { category: 'Parcel', template: 'Parcel {} pickup code resent' },
  'parcel-overdue': { category: 'Parcel', template: 'Parcel {} overdue' },
  'parcel-reminded': { category: 'Parcel', template: 'Parcel {} reminder sent' },
  'building-settings-updated': { category: 'Locker-setting', template: 'Settings of building {} updated' },
  'join-request-approved': { category: 'Unit', template: 'Unit join request {} approved' },
  'join-request-rejected': { category: 'Unit', template: 'Unit join request {} rejected' },
  'machine-created': { category: 'Machine', template: 'Machine {} created' },
  'machine-updated': { category: 'Machine', template: 'Machine {} updated' },
  'machine-retired': { category: 'Machine', template: 'Machine {} retired' },
  'machine-credential-issued': { category: 'Machine', template: 'Machine {} credential reissued' },
  'compartment-updated': { category: 'Machine', template: 'Compartment {} updated' },
  'machine-model-created': { category: 'Machine', template: 'Machine model {} created' },
  'machine-model-updated': { category: 'Machine', template: 'Machine model {} updated' },
  'machine-model-retired': { category: 'Machine', template: 'Machine model {} retired' },
} as const satisfies Record<string, { category: OperationCategory; template: string }>;

export type OperationKey = keyof typeof OPERATIONS;

/** The template with its target; a detail (a reason, a new due time) is appended after a colon. */
export function operationMessage(operation: OperationKey, target: string, detail?: string): string {
  const message = OPERATIONS[operation].template.replace('{}', target);
  return detail ? `${message}: ${detail}` : message;
}

export interface OperationEntry {
  operation: OperationKey;
  target: string;
  userId: number | null;
  username: string;
  ip: string;
  now: Date;
  detail?: string;
}

export async function logOperation(db: Kysely<Database>, entry: OperationEntry): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({
      at: entry.now.toISOString(),
      user_id: entry.userId,
      username: entry.username,
      operation: entry.operation,
      category: OPERATIONS[entry.operation].category,
      target: entry.target,
      message: operationMessage(entry.operation, entry.target, entry.detail),
      ip: entry.ip,
    })
    .execute();
}
