// A resident's token for the community service: `bmc_<prefix>_<secret>`. The prefix (public, stored) finds the row;
// the secret is stored only as its hash and compared in constant time (the API tokens' scheme, token-secret.ts).
// A token speaks for one member and reaches only that member's building; a member who moves out loses it.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { secretMatches } from '../tokens/token-secret.js';
import './community.table.js';

const TOKEN = /^bmc_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const VALID_DAYS = 90;
const DAY = 86_400_000;
const UNKNOWN = 'Unknown community token: check the Authorization header.';

export const isMemberToken = (text: string) => text.startsWith('bmc_');

export interface MemberCaller {
  memberId: number;
  buildingId: number;
  name: string;
  unit: string;
}

export async function issueMemberToken(
  db: Kysely<Database>,
  memberId: number,
  writer: { actor: OperationActor; now: Date },
): Promise<{ token: string; expires_at: string }> {
  const prefix = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(writer.now.getTime() + VALID_DAYS * DAY).toISOString();
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['id', 'name', 'building_id', 'status'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw new ActError('NOT_FOUND', `There is no member ${memberId}.`);
    if (member.status !== 'active') {
      throw new ActError(
        'CONFLICT',
        `${member.name} is not an active member: only active members use the board.`,
      );
    }
    // One token per member: a new one replaces any before it (a lost phone, a new device).
    await trx
      .updateTable('community_member_tokens')
      .set({ revoked_at: writer.now.toISOString() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('community_member_tokens')
      .values({
        member_id: memberId,
        prefix,
        secret_hash: createHash('sha256').update(secret).digest('hex'),
        created_at: writer.now.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    await logOperation(trx, {
      operation: 'member-token-issued',
      target: member.name,
      actor: writer.actor,
      now: writer.now,
      changes: { before: {}, after: { expires_at: expiresAt } },
      buildingId: member.building_id,
    });
  });
  return { token: `bmc_${prefix}_${secret}`, expires_at: expiresAt };
}

export async function authenticateMember(
  db: Kysely<Database>,
  bearer: string,
  now: Date,
): Promise<MemberCaller> {
  const match = TOKEN.exec(bearer.trim());
  if (!match?.[1] || !match[2]) throw new ActError('UNAUTHENTICATED', UNKNOWN);
  const row = await db
    .selectFrom('community_member_tokens as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select([
      't.secret_hash',
      't.expires_at',
      't.revoked_at',
      'm.id',
      'm.building_id',
      'm.name',
      'm.unit',
      'm.status',
    ])
    .where('t.prefix', '=', match[1])
    .executeTakeFirst();
  if (!row || !secretMatches(match[2], row.secret_hash)) throw new ActError('UNAUTHENTICATED', UNKNOWN);
  if (row.revoked_at !== null)
    throw new ActError('SESSION_EXPIRED', 'This community token was replaced or revoked.');
  if (now.getTime() >= Date.parse(row.expires_at))
    throw new ActError('SESSION_EXPIRED', 'This community token has expired.');
  if (row.status !== 'active') throw new ActError('FORBIDDEN', 'Only active members use the board.');
  return { memberId: row.id, buildingId: row.building_id, name: row.name, unit: row.unit };
}
