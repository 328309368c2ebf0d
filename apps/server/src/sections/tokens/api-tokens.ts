// The API tokens' rows: the list, create (the secret answered once), revoke, and the staff a token may act for.
import type { Kysely } from 'kysely';
import {
  findAct,
  isLevel,
  MAX_TOKEN_DAYS,
  tokenMayList,
  upgradeLevel,
  type ActParsedParams,
  type ActResult,
  type TokenItem,
  type TokenState,
  type tokenCreateAct,
  type tokenListAct,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { resolveUserScope, scopeReaches } from '../../domain/buildings/scope.js';
import { machineModesInScope } from '../machines/machine-modes.repository.js';
import type { ApiTokenRow } from './api-token.table.js';
import { newTokenSecret } from './token-secret.js';

interface Writer {
  actor: OperationActor;
  now: Date;
}

const DAY = 86_400_000;

type ListedRow = ApiTokenRow & { owner: string };

export function tokenState(row: Pick<ApiTokenRow, 'revoked_at' | 'expires_at'>, now: Date): TokenState {
  if (row.revoked_at !== null) return 'revoked';
  return Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'active';
}

function toTokenItem(row: ListedRow, now: Date): TokenItem {
  return {
    id: row.id,
    name: row.name,
    prefix: `bmt_${row.prefix}`,
    owner_id: row.owner_id,
    owner: row.owner,
    acts: JSON.parse(row.acts) as number[],
    buildings: JSON.parse(row.buildings) as number[],
    expires_at: row.expires_at,
    created_by: row.created_by,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    state: tokenState(row, now),
  };
}

const tokenQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.owner_id')
    .selectAll('api_tokens')
    .select('users.username as owner');

async function findToken(db: Kysely<Database>, id: number): Promise<ListedRow> {
  const row = await tokenQuery(db).where('api_tokens.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no API token ${id}.`);
  return row;
}

export async function listTokens(
  db: Kysely<Database>,
  params: ActParsedParams<typeof tokenListAct>,
  now: Date,
): Promise<ActResult<typeof tokenListAct>> {
  const nowIso = now.toISOString();
  const query = tokenQuery(db).where((eb) => {
    const conditions = [];
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.ref('api_tokens.name'), params.q),
          containsText(eb.ref('users.username'), params.q),
        ]),
      );
    }
    if (params.state === 'revoked') conditions.push(eb('api_tokens.revoked_at', 'is not', null));
    if (params.state === 'active') {
      conditions.push(eb('api_tokens.revoked_at', 'is', null), eb('api_tokens.expires_at', '>', nowIso));
    }
    if (params.state === 'expired') {
      conditions.push(eb('api_tokens.revoked_at', 'is', null), eb('api_tokens.expires_at', '<=', nowIso));
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('api_tokens.created_at', 'desc').orderBy('api_tokens.id', 'desc'),
  );
  return { total: page.total, items: page.items.map((row) => toTokenItem(row, now)) };
}

const invalid = (path: string, message: string) =>
  new ActError('INVALID_PARAMS', `${path}: ${message}.`, { issues: [{ path, message }] });

/** The owner's effective level, as their sign-in would compute it (spec §4's upgrade reads their machines). */
export async function ownerRoles(db: Kysely<Database>, user: { id: number; level: string; partner: string }) {
  if (!isLevel(user.level)) throw new ActError('FORBIDDEN', 'The owner of this token has no valid level.');
  const { modes } = await machineModesInScope(db, await resolveUserScope(db, { ...user, level: user.level }));
  const storedLevel = user.level;
  return { storedLevel, ...upgradeLevel({ storedLevel, partner: user.partner, machineModes: modes }) };
}

/** A token is narrowed within its owner's scope, never widened past it. */
async function checkBuildings(
  db: Kysely<Database>,
  owner: { id: number; username: string; level: string; partner: string },
  buildings: readonly number[],
): Promise<void> {
  if (buildings.length === 0 || !isLevel(owner.level)) return;
  const scope = await resolveUserScope(db, { ...owner, level: owner.level });
  const known = await db
    .selectFrom('buildings')
    .select('id')
    .where('id', 'in', [...buildings])
    .execute();
  const exists = new Set(known.map((row) => row.id));
  for (const id of buildings) {
    if (!exists.has(id)) throw invalid('buildings', `there is no building ${id}`);
    if (!scopeReaches(scope, id))
      throw invalid('buildings', `building ${id} is not one of ${owner.username}'s`);
  }
}

export async function createToken(
  db: Kysely<Database>,
  input: ActParsedParams<typeof tokenCreateAct>,
  writer: Writer,
): Promise<ActResult<typeof tokenCreateAct>> {
  const expires = Date.parse(input.expires_at);
  if (expires <= writer.now.getTime()) throw invalid('expires_at', 'the expiry must lie ahead');
  if (expires > writer.now.getTime() + MAX_TOKEN_DAYS * DAY) {
    throw invalid('expires_at', `a token lives at most ${MAX_TOKEN_DAYS} days`);
  }
  const owner = await db
    .selectFrom('users')
    .select(['id', 'username', 'level', 'partner'])
    .where('id', '=', input.owner)
    .executeTakeFirst();
  if (!owner) throw new ActError('NOT_FOUND', `There is no staff account ${input.owner}.`);
  const roles = await ownerRoles(db, owner);
  for (const code of input.acts) {
    const act = findAct(code);
    if (!act) throw invalid('acts', `there is no act ${code}`);
    if (!tokenMayList(act, roles))
      throw invalid('acts', `a token of ${owner.username} cannot call ${act.name}`);
  }
  await checkBuildings(db, owner, input.buildings);
  const secret = newTokenSecret();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('api_tokens')
      .values({
        name: input.name,
        prefix: secret.prefix,
        secret_hash: secret.secretHash,
        owner_id: owner.id,
        acts: JSON.stringify(input.acts),
        buildings: JSON.stringify([...new Set(input.buildings)]),
        expires_at: new Date(expires).toISOString(),
        created_by: writer.actor.username,
        created_at: writer.now.toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The log names the token and what it may do; never its secret.
    await logOperation(trx, {
      operation: 'api-token-created',
      target: input.name,
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: {},
        after: {
          owner: owner.username,
          acts: input.acts,
          buildings: input.buildings,
          expires_at: inserted.expires_at,
        },
      },
    });
    return inserted;
  });
  return { ...toTokenItem({ ...row, owner: owner.username }, writer.now), secret: secret.token };
}

export async function revokeToken(db: Kysely<Database>, id: number, writer: Writer): Promise<TokenItem> {
  return db.transaction().execute(async (trx) => {
    const row = await findToken(trx, id);
    if (row.revoked_at !== null) throw new ActError('CONFLICT', `API token ${row.name} is already revoked.`);
    const revokedAt = writer.now.toISOString();
    await trx.updateTable('api_tokens').set({ revoked_at: revokedAt }).where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'api-token-revoked',
      target: row.name,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { revoked_at: null }, after: { revoked_at: revokedAt } },
    });
    return toTokenItem({ ...row, revoked_at: revokedAt }, writer.now);
  });
}

/** Every staff account with the level a token of theirs would act with (the level their sign-in gets). */
export async function tokenOwners(db: Kysely<Database>) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'level', 'partner'])
    .orderBy('username')
    .execute();
  const items = await Promise.all(
    users
      .filter((user) => isLevel(user.level))
      .map(async (user) => {
        const roles = await ownerRoles(db, user);
        const scope = await resolveUserScope(db, { ...user, level: roles.storedLevel });
        return {
          id: user.id,
          username: user.username,
          level: roles.level,
          bPartner: roles.bPartner,
          buildings: scope.kind === 'all' ? null : [...scope.buildingIds],
        };
      }),
  );
  return { items };
}
