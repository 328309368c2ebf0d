// Demo API tokens: a partner integration's, a building manager's reporting script, one revoked and one expired. Their
// secrets are random and thrown away: a demo token cannot be used, only shown.
import type { Kysely } from 'kysely';
import { actNamed, type ActName } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { newTokenSecret } from './token-secret.js';

const DAY = 86_400_000;

const PLANNED: {
  name: string;
  owner: string;
  acts: ActName[];
  created: number;
  expires: number;
  revoked?: number;
  used?: number;
}[] = [
  {
    name: 'Courier portal sync',
    owner: 'partneradmin',
    acts: ['parcel list', 'all buildings'],
    created: -60,
    expires: 300,
    used: 0,
  },
  {
    name: 'Monthly report script',
    owner: 'bdadmin',
    acts: ['members', 'parcel list', 'managed buildings'],
    created: -20,
    expires: 160,
    used: -2,
  },
  {
    name: 'Old import job',
    owner: 'sysadmin',
    acts: ['members'],
    created: -200,
    expires: 100,
    revoked: -30,
    used: -31,
  },
  {
    name: 'Pilot integration',
    owner: 'parceladmin',
    acts: ['parcel list'],
    created: -120,
    expires: -5,
    used: -6,
  },
];

export async function seedTokens(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const at = (days: number) => new Date(context.now.getTime() + days * DAY).toISOString();
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  const rows = PLANNED.flatMap((plan) => {
    const ownerId = idOf.get(plan.owner);
    if (ownerId === undefined) return [];
    const secret = newTokenSecret();
    return [
      {
        name: plan.name,
        prefix: secret.prefix,
        secret_hash: secret.secretHash,
        owner_id: ownerId,
        acts: JSON.stringify(plan.acts.map((name) => actNamed(name).code)),
        expires_at: at(plan.expires),
        created_by: 'sysadmin',
        created_at: at(plan.created),
        last_used_at: plan.used === undefined ? null : at(plan.used),
        revoked_at: plan.revoked === undefined ? null : at(plan.revoked),
      },
    ];
  });
  await insertRows(db, 'api_tokens', rows);
  return { api_tokens: rows.length };
}
