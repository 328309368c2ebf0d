// Residents asking to join a unit, and support tickets from building managers and residents.
import { makePerson, makeUnit } from './people.js';
import { CITIES } from './places.js';
import type { PlannedBuilding } from './plan-network.js';
import type { Random } from './random.js';
import { DAY, HOUR } from './time.js';

export type JoinRequestStatus = 0 | 1 | 2;

export interface PlannedJoinRequest {
  building: number;
  unit: string;
  name: string;
  phone: string;
  email: string;
  /** 0 pending, 1 approved, 2 rejected. */
  status: JoinRequestStatus;
  createdAt: number;
}

export interface PlannedSupportRequest {
  building: number | null;
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  /** 0 open, 1 closed. */
  status: 0 | 1;
  createdAt: number;
}

const JOIN_REQUESTS = 60;
const PENDING_PER_FOCUS_BUILDING = 2;
const SUPPORT_REQUESTS = 25;

const BUILDING_TOPICS: readonly { subject: string; body: string }[] = [
  {
    subject: 'Locker door will not open',
    body: 'A resident entered the pickup code twice and the door stayed shut.',
  },
  {
    subject: 'Pickup code never arrived',
    body: 'The parcel shows as delivered but the resident got no text or email.',
  },
  {
    subject: 'Parcel missing from compartment',
    body: 'The door opened on the right code but the compartment was empty.',
  },
  {
    subject: 'Touch screen not responding',
    body: 'The screen of the lobby locker ignores touches since this morning.',
  },
  {
    subject: 'Bike locker card not working',
    body: 'A resident cannot open the bike room locker with the new access card.',
  },
  {
    subject: 'Carrier left parcel outside',
    body: 'A driver left a box beside the locker instead of using a compartment.',
  },
  {
    subject: 'Wrong unit on notification',
    body: 'Notifications name unit 804 while the resident lives in 408.',
  },
  {
    subject: 'Cold compartment feels warm',
    body: 'A grocery order was warm at pickup; please check the cold compartments.',
  },
  {
    subject: 'More large compartments',
    body: 'Large boxes often find no free compartment in the evening. Can we add some?',
  },
  {
    subject: 'Locker shows offline',
    body: 'The portal lists our locker as offline although its screen is on.',
  },
];

const ACCOUNT_TOPICS: readonly { subject: string; body: string }[] = [
  { subject: 'Cannot sign in to the portal', body: 'My password no longer works after the last update.' },
  { subject: 'Question about the invoice', body: 'The monthly invoice lists one locker more than we have.' },
  {
    subject: 'Second administrator',
    body: 'Please add a second administrator account for our property team.',
  },
  {
    subject: 'Export of parcel history',
    body: 'We need last quarter’s parcel history as a spreadsheet for an audit.',
  },
];

const stamp = (random: Random, now: number, minHours: number, maxHours: number) =>
  now - random.between(minHours, maxHours) * HOUR;

export function planJoinRequests(
  random: Random,
  network: readonly PlannedBuilding[],
  now: number,
  /** Buildings whose managers must find pending requests waiting. */
  focusBuildings: readonly number[],
): PlannedJoinRequest[] {
  const make = (building: number, status: JoinRequestStatus): PlannedJoinRequest => {
    const spec = (network[building] as PlannedBuilding).spec;
    return {
      building,
      unit: makeUnit(random, spec.floors),
      ...makePerson(random, spec.city.areaCodes, 0.97),
      status,
      // Decided requests are older; nobody leaves a request pending for two months.
      createdAt: status === 0 ? stamp(random, now, 2, 14 * 24) : stamp(random, now, 3 * 24, 60 * 24),
    };
  };
  const requests = focusBuildings.flatMap((building) =>
    Array.from({ length: PENDING_PER_FOCUS_BUILDING }, () => make(building, 0)),
  );
  const statuses: readonly { status: JoinRequestStatus; weight: number }[] = [
    { status: 0, weight: 55 },
    { status: 1, weight: 30 },
    { status: 2, weight: 15 },
  ];
  while (requests.length < JOIN_REQUESTS) {
    const building = random.int(0, network.length - 1);
    requests.push(make(building, random.weighted(statuses, (s) => s.weight).status));
  }
  return requests.sort((a, b) => a.createdAt - b.createdAt);
}

export function planSupportRequests(
  random: Random,
  network: readonly PlannedBuilding[],
  now: number,
): PlannedSupportRequest[] {
  const requests: PlannedSupportRequest[] = [];
  for (let i = 0; i < SUPPORT_REQUESTS; i++) {
    // About one in five is about the portal account rather than a building.
    const building = random.chance(0.2) ? null : random.int(0, network.length - 1);
    const city = building === null ? CITIES.toronto : (network[building] as PlannedBuilding).spec.city;
    const topic = random.pick(building === null ? ACCOUNT_TOPICS : BUILDING_TOPICS);
    const createdAt = now - random.between(1 * HOUR, 45 * DAY);
    requests.push({
      building,
      ...makePerson(random, city.areaCodes, 1),
      ...topic,
      // Recent tickets are more likely still open.
      status: random.chance(createdAt > now - 7 * DAY ? 0.7 : 0.15) ? 0 : 1,
      createdAt,
    });
  }
  return requests.sort((a, b) => a.createdAt - b.createdAt);
}
