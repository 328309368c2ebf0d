// The routes come from the sections' declarations, and each is guarded by the menu that holds it.
import { describe, expect, it } from 'vitest';
import { MENUS, type MenuHolder } from '@bluemanager/protocol';
import { menuEntryOfRoute, routeAllowed } from '../menu/route-access';
import type { MenuViewer } from '../menu/visibility';
import { SECTION_ROUTES, declaredPages } from './section-routes';

const viewer = (level: MenuViewer['level'], extra: Partial<MenuViewer> = {}): MenuViewer => ({
  level,
  bPartner: false,
  partner: 'BB',
  username: 'someone',
  ...extra,
});

describe('section routes', () => {
  it('serves every page a section declares, and each page is exported by its section entry', async () => {
    const declared = declaredPages().flatMap(([, pages]) => Object.keys(pages));
    expect(SECTION_ROUTES.map((route) => route.route).sort()).toEqual([...declared].sort());
    expect(declared).toEqual(expect.arrayContaining(['parcels', 'parcels/:query', 'machines/models']));
    const entries = import.meta.glob<Record<string, unknown>>('../sections/*/index.ts');
    // A section whose pages are not declared yet (its acts served, its page to come) needs no web entry.
    for (const [sectionId, pages] of declaredPages().filter(([, pages]) => Object.keys(pages).length > 0)) {
      const load = entries[`../sections/${sectionId}/index.ts`];
      if (!load) throw new Error(`section '${sectionId}' has no web entry`);
      const entry = await load();
      for (const { page } of Object.values(pages)) expect(typeof entry[page], page).toBe('function');
    }
    // It transforms every section's pages, which grows with each section: past the default 5 s on busy cores.
  }, 30_000);

  it('has one section per route: a route two sections declare would be served by whichever came first', () => {
    const declared = declaredPages().flatMap(([, pages]) => Object.keys(pages));
    expect(declared.filter((route, index) => declared.indexOf(route) !== index)).toEqual([]);
  });

  it('guards a route outside every menu by its declared access, else refuses', () => {
    expect(SECTION_ROUTES.every((route) => menuEntryOfRoute(route.route) || route.page.access)).toBe(true);
    expect(routeAllowed('', { page: 'HomePage', access: 'signed-in' }, viewer('6'))).toBe(true);
    expect(routeAllowed('not-in-a-menu', { page: 'X' }, viewer('10'))).toBe(false);
  });

  it('opens a url two menus link to whoever either entry is shown to (Support: main menu 10, bike menu 5)', () => {
    const support = { page: 'SupportPage' };
    expect(routeAllowed('customer-service', support, viewer('5'))).toBe(true);
    expect(routeAllowed('customer-service/12', support, viewer('5'))).toBe(true);
    expect(routeAllowed('customer-service', support, viewer('10'))).toBe(true);
    expect(routeAllowed('customer-service', support, viewer('1'))).toBe(false);
  });
});

describe('the menu entry of a route', () => {
  it('finds the entry a route lies under, the longest url first', () => {
    expect(menuEntryOfRoute('parcels/{"buid":1}')?.item.id).toBe('parcels');
    expect(menuEntryOfRoute('machines/lockers/abc')?.item.id).toBe('machines-lockers');
    expect(menuEntryOfRoute('machines/models')?.item.id).toBe('machines-models');
    expect(menuEntryOfRoute('nowhere')).toBeUndefined();
  });

  it('looks in all four menus and the user menu, not only the main one', () => {
    const holders = new Set<MenuHolder>();
    for (const url of ['bike/session', 'amenity/tags', 'profile', 'settings']) {
      const entry = menuEntryOfRoute(url);
      if (!entry) throw new Error(`no menu holds ${url}`);
      holders.add(entry.holder);
    }
    expect([...holders].sort()).toEqual(['amenity', 'bike', 'main', 'user']);
    expect(Object.keys(MENUS)).toEqual(['main', 'bike', 'miniBox', 'amenity', 'user']);
  });

  it("applies the holding menu's rules: a bike page for levels 1 and 10, an amenity page for 17", () => {
    const page = { page: 'Any' };
    expect(routeAllowed('bike/list', page, viewer('1'))).toBe(true);
    expect(routeAllowed('bike/list', page, viewer('5'))).toBe(false);
    expect(routeAllowed('amenity/deposits', page, viewer('17'))).toBe(true);
    expect(routeAllowed('amenity/deposits', page, viewer('6'))).toBe(false);
    expect(routeAllowed('profile', page, viewer('6'))).toBe(true);
    expect(routeAllowed('compartments', page, viewer('11'))).toBe(true);
    expect(routeAllowed('compartments', page, viewer('1'))).toBe(false);
    expect(routeAllowed('settings/5', page, viewer('11', { username: 'metrosecurity' }))).toBe(false);
  });
});
