// The demo's partners, buildings and machines as data. Which machine modes stand in which building is not
// decoration: the demo accounts' levels after login follow from it (see demo-accounts.ts), so a building linked to
// a building-level account must not carry the mode of an earlier upgrade rule than the account's own.
import { CITIES, type City } from './places.js';

export const DEMO_PARTNERS: readonly { code: string; name: string; logo: string }[] = [
  { code: 'BB', name: 'BlueBox', logo: 'assets/images/partners/bluebox.png' },
  { code: 'YK-Gold', name: 'YK Gold Properties', logo: 'assets/images/partners/yk-gold.png' },
];

/** Where the portal's side services live, relative to the portal. */
export const SERVICE_URLS: readonly { key: string; url: string }[] = [
  { key: 'resources', url: '/assets/' },
  { key: 'rc_url', url: '/assets/images/carriers/' },
  { key: 'image_upload', url: '/upload/avatar' },
  { key: 'image_base', url: '/uploads/' },
  { key: 'community', url: '/community' },
  { key: 'comments', url: '/comments' },
  { key: 'community_system', url: '/community-system' },
  { key: 'notification', url: '/notification' },
  { key: 'release_notes', url: '/release-notes' },
  { key: 'statistics', url: '/statistics' },
  { key: 'shop', url: '/shop' },
];

/** Offline: status not '101' while run_sts is '1'. Out of service: run_sts '0'. */
export type MachineCondition = 'online' | 'offline' | 'out-of-service';

export interface DemoMachineSpec {
  /** Where in the building it stands; the machine is named `<building>#<place>`. */
  place: string;
  mm: number;
  condition: MachineCondition;
}

export interface DemoBuildingSpec {
  name: string;
  street: string;
  city: City;
  postalCode: string;
  partner: 'BB' | 'YK-Gold';
  overdueHours: 48 | 72 | 96;
  /** Sizes the resident list and the unit numbers. */
  floors: number;
  machines: readonly DemoMachineSpec[];
}

const online = (place: string, mm: number): DemoMachineSpec => ({ place, mm, condition: 'online' });
const offline = (place: string, mm: number): DemoMachineSpec => ({ place, mm, condition: 'offline' });
const outOfService = (place: string, mm: number): DemoMachineSpec => ({
  place,
  mm,
  condition: 'out-of-service',
});

export const DEMO_BUILDINGS: readonly DemoBuildingSpec[] = [
  // bdadmin: plain parcel lockers and bike lockers only.
  {
    name: 'Harbourfront Tower',
    street: '88 Queens Quay W',
    city: CITIES.toronto,
    postalCode: 'M5J 0B8',
    partner: 'BB',
    overdueHours: 72,
    floors: 40,
    machines: [online('Lobby', 1), online('Bike Room', 3)],
  },
  {
    name: 'Maple Court',
    street: '2525 Erin Centre Blvd',
    city: CITIES.mississauga,
    postalCode: 'L5M 6Y4',
    partner: 'BB',
    overdueHours: 48,
    floors: 18,
    machines: [online('Lobby', 1), online('Parkade P1', 1)],
  },
  {
    name: 'Rideau Terrace',
    street: '250 Rideau St',
    city: CITIES.ottawa,
    postalCode: 'K1N 5Y1',
    partner: 'BB',
    overdueHours: 72,
    floors: 22,
    machines: [online('Lobby', 1), offline('Bike Storage', 3)],
  },
  // metro, metrosecurity, jukebox, emco, viu, minibox, amenity: one building each, the special mode beside mm 1.
  {
    name: 'Le Jardin Saint-Denis',
    street: '3450 Rue Saint-Denis',
    city: CITIES.montreal,
    postalCode: 'H2X 3L3',
    partner: 'BB',
    overdueHours: 72,
    floors: 15,
    machines: [online('Métro Entrance', 6), online('Lobby', 1)],
  },
  {
    name: 'Carrefour des Érables',
    street: '1600 Boulevard Le Corbusier',
    city: CITIES.laval,
    postalCode: 'H7S 1Z3',
    partner: 'BB',
    overdueHours: 72,
    floors: 12,
    machines: [online('Security Desk', 8), online('Lobby', 1)],
  },
  {
    name: 'Granville Heights',
    street: '1280 Granville St',
    city: CITIES.vancouver,
    postalCode: 'V6Z 1M4',
    partner: 'BB',
    overdueHours: 48,
    floors: 32,
    machines: [online('Jukebox Lounge', 12), online('Mailroom', 1)],
  },
  {
    name: 'Bow River Lofts',
    street: '615 Riverfront Ave SE',
    city: CITIES.calgary,
    postalCode: 'T2G 0N1',
    partner: 'BB',
    overdueHours: 72,
    floors: 20,
    machines: [online('Loading Dock', 14), online('Lobby', 1)],
  },
  {
    name: 'Inner Harbour Suites',
    street: '707 Wharf St',
    city: CITIES.victoria,
    postalCode: 'V8W 1T9',
    partner: 'BB',
    overdueHours: 96,
    floors: 8,
    machines: [online('Lobby', 16), online('Mailroom', 1)],
  },
  {
    name: 'Portage Commons',
    street: '330 Portage Ave',
    city: CITIES.winnipeg,
    postalCode: 'R3C 0C4',
    partner: 'BB',
    overdueHours: 72,
    floors: 25,
    machines: [online('Lobby', 13), online('Mailroom', 1)],
  },
  {
    name: 'Spring Garden Residences',
    street: '5657 Spring Garden Rd',
    city: CITIES.halifax,
    postalCode: 'B3J 3R4',
    partner: 'BB',
    overdueHours: 72,
    floors: 14,
    machines: [online('Fitness Centre', 17), online('Lobby', 1)],
  },
  // YK Gold Properties: the first two are ykmanager's (mm 1 only); partneradmin sees all four by partner.
  {
    name: 'Goldstone Residences',
    street: '10180 104 St NW',
    city: CITIES.edmonton,
    postalCode: 'T5J 1A7',
    partner: 'YK-Gold',
    overdueHours: 72,
    floors: 28,
    machines: [online('Lobby', 1), online('Parkade', 1)],
  },
  {
    name: 'Prairie Gold Tower',
    street: '410 22nd St E',
    city: CITIES.saskatoon,
    postalCode: 'S7K 0H2',
    partner: 'YK-Gold',
    overdueHours: 96,
    floors: 16,
    machines: [online('Lobby', 1)],
  },
  {
    name: 'Wascana Gold Place',
    street: '2010 11th Ave',
    city: CITIES.regina,
    postalCode: 'S4P 0J3',
    partner: 'YK-Gold',
    overdueHours: 72,
    floors: 12,
    machines: [online('Lobby', 1), online('Bike Room', 3)],
  },
  {
    name: 'Signal Hill Residences',
    street: '140 Water St',
    city: CITIES.stJohns,
    postalCode: 'A1C 1A9',
    partner: 'YK-Gold',
    overdueHours: 96,
    floors: 9,
    machines: [online('Lobby', 1), offline('Courtyard', 13)],
  },
  // Linked to no building-level account: sysadmin, parceladmin and adadmin see them, the scope tests look here.
  {
    name: 'Château Grande Allée',
    street: '1080 Grande Allée O',
    city: CITIES.quebec,
    postalCode: 'G1S 1C9',
    partner: 'BB',
    overdueHours: 72,
    floors: 10,
    machines: [online('Lobby', 1), outOfService('Vestibule', 13)],
  },
  {
    name: 'Hess Village Commons',
    street: '55 Hess St S',
    city: CITIES.hamilton,
    postalCode: 'L8P 4R8',
    partner: 'BB',
    overdueHours: 48,
    floors: 11,
    machines: [online('Lobby', 1), offline('Bike Room', 3)],
  },
  {
    name: 'Victoria Park Place',
    street: '20 Victoria St S',
    city: CITIES.kitchener,
    postalCode: 'N2G 1X6',
    partner: 'BB',
    overdueHours: 72,
    floors: 14,
    machines: [online('Lobby', 1), online('Loading Bay', 14)],
  },
  {
    name: 'Thames Crossing',
    street: '300 Dundas St',
    city: CITIES.london,
    postalCode: 'N6B 1T6',
    partner: 'BB',
    overdueHours: 72,
    floors: 18,
    machines: [online('Lobby', 1), outOfService('Mailroom', 16)],
  },
  {
    name: 'Résidences du Ruisseau',
    street: '90 Boulevard Gréber',
    city: CITIES.gatineau,
    postalCode: 'J8T 3P9',
    partner: 'BB',
    overdueHours: 72,
    floors: 16,
    machines: [online('Station Lobby', 6), online('Security Desk', 8), offline('Lobby', 1)],
  },
  {
    name: 'Metrotown Gardens',
    street: '4700 Kingsway',
    city: CITIES.burnaby,
    postalCode: 'V5H 4M1',
    partner: 'BB',
    overdueHours: 48,
    floors: 36,
    machines: [online('Lobby', 1), online('Parcel Room', 12), offline('Rooftop Lounge', 17)],
  },
];
