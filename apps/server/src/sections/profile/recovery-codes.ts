// Recovery codes: ten single-use codes that stand in for a one-time code at sign-in when the authenticator is lost.
// Each is 50 random bits, so a plain SHA-256 of it (salted with the account, so equal codes of two accounts differ)
// is as safe as a slow password hash and costs nothing per attempt; guessing is stopped by the sign-in throttle.
// A code is spent by a compare-and-set on its row, so two sign-ins racing with the same code cannot both pass.
import { hash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RECOVERY_CODE_COUNT } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import './recovery-code.table.js';

// No 0/o, 1/l/i: a code copied by hand from paper reads one way.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const HALF = 5;

/** A new code as shown: two groups of five, 'k7m2p-x9qrt'. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** Case, spaces and the dash do not count, so 'K7M2P X9QRT' is the same code. */
function normalised(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const codeHash = (userId: number, code: string) => hash('sha256', `${userId}:${normalised(code)}`, 'hex');

/** Whether the text has the shape of a recovery code (as opposed to a six-digit one-time code). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalised(code).length === HALF * 2;
}

/** Replaces the account's codes with ten new ones and answers them; the old ones stop working. */
export async function renewRecoveryCodes(db: Kysely<Database>, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: codeHash(userId, code),
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

export async function dropRecoveryCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Spends the code if it is one of the account's unused ones; says whether it was. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash(userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
