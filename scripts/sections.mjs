// `npm run sections`: every route of the spec's four menus, the user menu, the family homes and the lazy sections of
// spec §2, read from the declarations (packages/protocol: MENUS and SECTIONS), and whether it is built. A route counts
// as built only when a section declares a page for it (or, for a sub-route, for a route under it).
import { MENUS, SECTIONS } from '../packages/protocol/dist/index.js';

/** Spec §2: the sections loaded on demand, each served at the route of its own name unless a menu gives it one. */
const LAZY_SECTIONS = [
  'pages',
  'parcels',
  'settings',
  'members',
  'profile',
  'display',
  'advertise-setting',
  'machines',
  'dashboard',
  'admin-view',
  'statistic-view',
  'logs',
  'web-service',
  'sms',
  'customer-service',
  'ad-test',
  'business',
  'new-setting',
  'security-camera-view',
  'community',
  'tokens',
  'users-locked',
  'group-buy-schedule',
  'authority',
  'redirect-setting',
  'reward-system',
  'compartments',
  'shopping-mall',
  'header-plus-screen',
  'subscription',
  'system-msg',
  'help-support',
  'email',
  'dev-tools',
  'bluekey',
  'premium-member',
  'blueexpress',
  'bike',
  'orders',
  'release-notes',
  'minibox-locker-list',
  'amenity',
  'locker-select',
];
/** Spec §2: the homes of the families ('' is the main home). */
const HOMES = { main: '', bike: 'bike', miniBox: 'minibox-locker-list' };

const builtBy = new Map();
for (const section of SECTIONS)
  for (const route of Object.keys(section.pages)) builtBy.set(route, section.id);

const items = (nodes) => nodes.flatMap((node) => (node.type === 'item' ? [node] : items(node.children)));
const rows = [];
const seen = new Set();
const add = (where, route, label) => {
  if (seen.has(route)) return;
  seen.add(route);
  rows.push({ where, route, label, section: builtBy.get(route) });
};
for (const [holder, menu] of Object.entries(MENUS)) {
  if (holder in HOMES) add(`${holder} home`, HOMES[holder], 'home');
  for (const section of menu)
    for (const item of items(section.children)) add(`${holder} menu`, item.url, item.id);
}
const coveredByMenu = (name) => [...seen].some((route) => route === name || route.startsWith(`${name}/`));
for (const name of LAZY_SECTIONS) {
  // 'pages' is the login and error pages' own chunk, outside the sections.
  if (name !== 'pages' && !coveredByMenu(name)) add('lazy section', name, name);
}

const width = Math.max(...rows.map((row) => row.route.length + 2));
for (const row of rows) {
  const state = row.section ? `built (${row.section})` : 'not built';
  console.log(`${row.where.padEnd(14)} #/${row.route.padEnd(width)} ${row.label.padEnd(24)} ${state}`);
}
const built = rows.filter((row) => row.section).length;
const extra = [...builtBy.keys()].filter((route) => !seen.has(route));
console.log('');
console.log(`Sub-routes built: ${extra.map((route) => `#/${route}`).join(', ') || 'none'}`);
console.log(`Sections declared: ${SECTIONS.length} (${SECTIONS.map((section) => section.id).join(', ')})`);
console.log(`Routes built: ${built} of ${rows.length}`);
