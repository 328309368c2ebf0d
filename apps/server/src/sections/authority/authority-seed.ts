// Demo staff beyond the demo accounts: a few building managers and a partner's colleague with their languages, one
// account disabled, and the two-factor rule for parcel admins. Their passwords are random and thrown away: they are
// there to be shown and managed, not to sign in with.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../domain/auth/password.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { newTemporaryPassword } from './temporary-password.js';

const DAY = 86_400_000;

const PLANNED = [
  {
    username: 'camille.roy',
    level: '1',
    partner: 'BB',
    email: 'camille.roy@bluebox.example',
    language: 'fr',
    buildings: 2,
  },
  {
    username: 'lukas.weber',
    level: '1',
    partner: 'BB',
    email: 'lukas.weber@bluebox.example',
    language: 'de',
    buildings: 1,
  },
  {
    username: 'ana.costa',
    level: '5',
    partner: 'BB',
    email: 'ana.costa@bluebox.example',
    language: 'pt',
    buildings: 0,
  },
  {
    username: 'yk.frontdesk',
    level: '1',
    partner: 'YK-Gold',
    email: 'frontdesk@ykgold.example',
    language: 'en',
    buildings: 1,
  },
  {
    username: 'yk.ops',
    level: '10',
    partner: 'YK-Gold',
    email: 'ops@ykgold.example',
    language: 'en',
    buildings: 0,
  },
  {
    username: 'former.manager',
    level: '1',
    partner: 'BB',
    email: 'former.manager@bluebox.example',
    language: 'en',
    buildings: 1,
    disabled: -12,
  },
] as const;

const LANGUAGES: Readonly<Record<string, string>> = {
  parceladmin: 'fr',
  ykmanager: 'fr',
  emco: 'de',
  viu: 'pt',
};

export async function seedAuthority(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const at = (days: number) => new Date(context.now.getTime() + days * DAY).toISOString();
  for (const [username, language] of Object.entries(LANGUAGES)) {
    await db.updateTable('users').set({ language }).where('username', '=', username).execute();
  }
  // Each demo building has one manager at most (the demo's rule, so a building's notifications go to one person):
  // the new managers take buildings nobody manages yet.
  const linked = new Set(
    (await db.selectFrom('user_buildings').select('building_id').execute()).map((row) => row.building_id),
  );
  const free = (await db.selectFrom('buildings').select(['id', 'partner']).orderBy('id').execute()).filter(
    (building) => !linked.has(building.id),
  );
  // One hash for all of them: argon2 is slow on purpose, and nobody signs in with these.
  const passwordHash = await hashPassword(newTemporaryPassword());
  let users = 0;
  let links = 0;
  for (const [index, plan] of PLANNED.entries()) {
    const row = await db
      .insertInto('users')
      .values({
        username: plan.username,
        password_hash: passwordHash,
        level: plan.level,
        partner: plan.partner,
        email: plan.email,
        language: plan.language,
        avatar: '-1',
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        is_demo: 1,
        created_at: at(-90 + index * 7),
        password_changed_at: at(-90 + index * 7),
        disabled_at: 'disabled' in plan ? at(plan.disabled) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users += 1;
    const own = free.filter((building) => building.partner === plan.partner).slice(0, plan.buildings);
    for (const building of own) free.splice(free.indexOf(building), 1);
    await insertRows(
      db,
      'user_buildings',
      own.map((building) => ({ user_id: row.id, building_id: building.id })),
    );
    links += own.length;
  }
  // Sign-in enforces the rule (an account that owes two-factor may only enrol), so the demo's rule names a level no
  // demo sign-in uses: the demo accounts and the tests sign in without a second factor.
  await insertRows(db, 'level_policies', [
    { level: '17', require_two_factor: 1, updated_by: 'sysadmin', updated_at: at(-30) },
  ]);
  return { users, user_buildings: links, level_policies: 1 };
}
