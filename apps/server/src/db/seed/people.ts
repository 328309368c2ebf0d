// Made-up residents. Phone numbers use the 555 exchange and emails the reserved example.* domains, so no demo
// row can reach a real person.
import type { Random } from './random.js';

const FIRST_NAMES = [
  'Emily',
  'Liam',
  'Olivia',
  'Noah',
  'Chloé',
  'William',
  'Léa',
  'Gabriel',
  'Ava',
  'Lucas',
  'Charlotte',
  'Nathan',
  'Sophia',
  'Ethan',
  'Zoé',
  'Benjamin',
  'Amelia',
  'Félix',
  'Maya',
  'Jacob',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Jia',
  'Hiroshi',
  'Fatima',
  'Omar',
  'Aisha',
  'Mohammed',
  'Sofia',
  'Mateo',
  'Isabella',
  'Daniel',
  'Hannah',
  'Owen',
  'Grace',
  'Samuel',
  'Nadia',
  'Tariq',
  'Harjit',
  'Simran',
  'Minh',
  'Linh',
  'Kwame',
  'Amara',
  'Siobhan',
  'Declan',
  'Marie-Ève',
  'Jean-François',
] as const;

const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Anderson',
  'Taylor',
  'Martin',
  'Thompson',
  'White',
  'Singh',
  'Patel',
  'Sharma',
  'Gill',
  'Chen',
  'Wang',
  'Li',
  'Nguyen',
  'Tran',
  'Kim',
  'Park',
  'Ahmed',
  'Khan',
  'Ali',
  'Hassan',
  'Rodriguez',
  'Silva',
  'Santos',
  'Rossi',
  'Kowalski',
  'Okafor',
  'Mensah',
  "O'Brien",
  'Murphy',
  'Fraser',
  'Cardinal',
  'Bear',
  'Sinclair',
  'Leblanc',
  'Pelletier',
] as const;

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export interface Person {
  name: string;
  /** Ten digits, area code first. */
  phone: string;
  /** Empty for the few who gave none. */
  email: string;
}

function emailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function makePerson(random: Random, areaCodes: readonly string[], emailRate = 0.92): Person {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const phone = `${random.pick(areaCodes)}555${String(random.int(100, 9999)).padStart(4, '0')}`;
  const suffix = random.chance(0.4) ? String(random.int(1, 99)) : '';
  const email = random.chance(emailRate)
    ? `${emailPart(first)}.${emailPart(last)}${suffix}@${random.pick(EMAIL_DOMAINS)}`
    : '';
  return { name: `${first} ${last}`, phone, email };
}

/** A unit number as residents write it: floor then door, e.g. '1204'. */
export function makeUnit(random: Random, floors: number): string {
  return `${random.int(2, floors)}${String(random.int(1, 12)).padStart(2, '0')}`;
}

/**
 * A demo building's contacts as its settings store them ('name#role#phone#email'): the property manager, and most
 * buildings also a billing contact, whom the building's subscription invoices are emailed to. A few have none, as
 * a real network has buildings whose settings are not filled in yet.
 */
export function buildingContacts(random: Random, areaCodes: readonly string[]): string[] {
  const contact = (role: string) => {
    const person = makePerson(random, areaCodes, 1);
    return `${person.name}#${role}#${person.phone}#${person.email}`;
  };
  const manager = contact('Property manager');
  return random.chance(0.8) ? [manager, contact('Billing')] : [manager];
}
