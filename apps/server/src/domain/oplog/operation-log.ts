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
} as const satisfies Record<string, { category: OperationCategory; template: string }>;

export type OperationKey = keyof typeof OPERATIONS;

export function operationMessage(operation: OperationKey, target: string): string {
  return OPERATIONS[operation].template.replace('{}', target);
}

export interface OperationEntry {
  operation: OperationKey;
  target: string;
  userId: number | null;
  username: string;
  ip: string;
  now: Date;
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
      message: operationMessage(entry.operation, entry.target),
      ip: entry.ip,
    })
    .execute();
}
