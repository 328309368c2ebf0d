// Demo members: one per recipient of the demo parcels in each building (so every parcel has its member), with a
// unit, language and channel, a few invited, suspended and moved out, and in each building one duplicate (the same
// person registered again with another phone) so Merge has something to do.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { makeUnit } from '../../db/seed/people.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import type { MembersTable } from './member.table.js';
import { memberSearchText } from './member-row.js';

const e164 = (tenDigits: string) => `+1${tenDigits}`;

export async function seedMembers(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('members'));
  const recipients = await db
    .selectFrom('parcels')
    .select(['building_id', 'phone', 'email', 'recipient', 'created_at'])
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  const rows: Insertable<MembersTable>[] = [];
  const firstOfBuilding = new Map<number, { row: Insertable<MembersTable>; areaCode: string }>();
  for (const recipient of recipients) {
    const key = `${recipient.building_id}:${recipient.phone}`;
    if (seen.has(key) || !/^\d{10}$/.test(recipient.phone)) continue;
    seen.add(key);
    const roll = random.next();
    const status = roll < 0.05 ? 'invited' : roll < 0.07 ? 'suspended' : roll < 0.11 ? 'moved-out' : 'active';
    const member = {
      building_id: recipient.building_id,
      unit: makeUnit(random, 30),
      name: recipient.recipient,
      phones: [e164(recipient.phone)],
      email: recipient.email.toLowerCase(),
      language: random.weighted(['en', 'fr', 'de', 'pt'] as const, (l) =>
        l === 'en' ? 14 : l === 'fr' ? 5 : 1,
      ),
      channel: recipient.email !== '' && random.chance(0.2) ? 'email' : 'sms',
    };
    // Members joined before their first parcel in the demo's history.
    const joined = new Date(Date.parse(recipient.created_at) - random.int(1, 400) * 86_400_000).toISOString();
    const row = {
      ...member,
      phones: JSON.stringify(member.phones),
      status,
      notes: '',
      search_text: memberSearchText(member),
      created_at: joined,
      updated_at: joined,
      moved_out_at: status === 'moved-out' ? context.now.toISOString() : null,
    };
    rows.push(row);
    if (status === 'active' && !firstOfBuilding.has(row.building_id)) {
      firstOfBuilding.set(row.building_id, { row, areaCode: recipient.phone.slice(0, 3) });
    }
  }
  for (const { row: original, areaCode } of firstOfBuilding.values()) {
    const phone = `${areaCode}555${String(random.int(100, 9999)).padStart(4, '0')}`;
    if (seen.has(`${original.building_id}:${phone}`)) continue;
    const duplicate = { name: original.name, unit: original.unit, email: '', phones: [e164(phone)] };
    rows.push({
      ...original,
      ...duplicate,
      phones: JSON.stringify(duplicate.phones),
      channel: 'sms',
      status: 'invited',
      notes: 'Registered again at the front desk',
      search_text: memberSearchText(duplicate),
    });
  }
  await insertRows(db, 'members', rows);
  return { members: rows.length };
}
