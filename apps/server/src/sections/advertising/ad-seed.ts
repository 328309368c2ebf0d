// The demo's advertisers and agencies: a few under one agency group, some independent, one whose contract has
// ended (inactive) and one open-ended; dates are relative to the seed's `now`, so the demo always looks current.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

interface DemoAgent {
  name: string;
  gname: string;
  contact: [name: string, email: string, phone: string];
  /** Contract start and end in days from now; end null while open-ended. */
  contract: [start: number, end: number | null];
  active: boolean;
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    name: 'Maple Leaf Coffee',
    gname: 'Northbound Media',
    contact: ['Avery Chen', 'avery.chen@mapleleafcoffee.example', '4165550181'],
    contract: [-120, 245],
    active: true,
  },
  {
    name: 'Harbour Fitness',
    gname: 'Northbound Media',
    contact: ['Jordan Tremblay', 'jordan@harbourfitness.example', '6045550127'],
    contract: [-60, 20],
    active: true,
  },
  {
    name: 'Prairie Bank',
    gname: 'Northbound Media',
    contact: ['Morgan Singh', 'm.singh@prairiebank.example', '4035550164'],
    contract: [-200, null],
    active: true,
  },
  {
    name: 'Laurentian Telecom',
    gname: 'Saint-Laurent Publicité',
    contact: ['Camille Gagnon', 'camille.gagnon@laurentian.example', '5145550199'],
    contract: [-30, 335],
    active: true,
  },
  {
    name: 'Boulangerie du Quartier',
    gname: 'Saint-Laurent Publicité',
    contact: ['Élise Roy', 'elise@boulangerie.example', '4185550112'],
    contract: [-15, 75],
    active: true,
  },
  {
    name: 'Rocky Mountain Outfitters',
    gname: '',
    contact: ['Sam Whitehorse', 'sam@rmoutfitters.example', '7805550138'],
    contract: [-10, 170],
    active: true,
  },
  {
    name: 'Atlantic Seafood Market',
    gname: '',
    contact: ['Riley MacLeod', 'riley@atlanticseafood.example', '9025550176'],
    contract: [-400, -35],
    active: false,
  },
  {
    name: 'Northern Lights Cinema',
    gname: 'Northbound Media',
    contact: ['Taylor Okafor', 'taylor@nlcinema.example', ''],
    contract: [5, 95],
    active: true,
  },
];

export const dayFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Writes the demo agents; returns their ids by name, for the groups that follow. */
export async function seedAgents(db: Kysely<Database>, now: Date): Promise<Map<string, number>> {
  const at = now.toISOString();
  const ids = new Map<string, number>();
  for (const agent of DEMO_AGENTS) {
    const [contactName, email, phone] = agent.contact;
    const [start, end] = agent.contract;
    const row = await db
      .insertInto('ad_agents')
      .values({
        name: agent.name,
        gname: agent.gname,
        contact_name: contactName,
        contact_email: email,
        contact_phone: phone,
        contract_start: dayFrom(now, start),
        contract_end: end === null ? null : dayFrom(now, end),
        active: agent.active ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(agent.name, row.id);
  }
  return ids;
}
