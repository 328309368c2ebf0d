import { describe, expect, it } from 'vitest';
import { MAIN_MENU } from '@bluemanager/protocol';
import type { Menu } from '@bluemanager/protocol';
import { menuItems, visibleMenu, type MenuViewer } from './visibility';

const viewer = (overrides: Partial<MenuViewer>): MenuViewer => ({
  level: '10',
  bPartner: false,
  partner: 'BB',
  username: 'someone',
  ...overrides,
});
const ids = (menu: Menu, who: MenuViewer) => menuItems(visibleMenu(menu, who)).map((item) => item.id);

describe('visibleMenu (spec §6)', () => {
  it('shows an entry with a role list only to the levels in it', () => {
    expect(ids(MAIN_MENU, viewer({ level: '14' }))).toEqual(['orders', 'parcels', 'settings']);
    expect(ids(MAIN_MENU, viewer({ level: '11' }))).toContain('compartments');
    expect(ids(MAIN_MENU, viewer({ level: '10' }))).not.toContain('compartments');
  });

  it("hides from a business partner every entry whose list lacks '-2'", () => {
    expect(ids(MAIN_MENU, viewer({ bPartner: true, partner: 'YK-Gold' }))).toEqual([
      'dashboard_view',
      'parcels',
      'settings',
      'manual',
      'release-notes',
      'machines-lockers',
      'authority',
      'web-service',
    ]);
  });

  it('hides dashboard_view from YK-Gold building managers and from level 11', () => {
    expect(ids(MAIN_MENU, viewer({ level: '1', partner: 'YK-Gold' }))).not.toContain('dashboard_view');
    expect(ids(MAIN_MENU, viewer({ level: '1', partner: 'BB' }))).toContain('dashboard_view');
    expect(ids(MAIN_MENU, viewer({ level: '11' }))).not.toContain('dashboard_view');
  });

  it("hides settings from level 11 users whose name contains 'metrosecurity'", () => {
    expect(ids(MAIN_MENU, viewer({ level: '11', username: 'metrosecurity' }))).not.toContain('settings');
    expect(ids(MAIN_MENU, viewer({ level: '11', username: 'metro' }))).toContain('settings');
    expect(ids(MAIN_MENU, viewer({ level: '1', username: 'metrosecurity' }))).toContain('settings');
  });

  it('drops groups left empty and headings over nothing', () => {
    const sections = visibleMenu(MAIN_MENU, viewer({ level: '1', partner: 'YK-Gold' }));
    expect(sections.map((section) => section.id)).toEqual(['general']);
    expect(sections[0]?.children.map((node) => node.id)).not.toContain('dashboard');
  });

  it("lets a child without a list inherit its section's list, and a child with a list stand on its own", () => {
    expect(ids(MAIN_MENU, viewer({ level: '1' }))).not.toContain('group-buy-schedule');
    const adAdmin = visibleMenu(MAIN_MENU, viewer({ level: '6' }));
    expect(adAdmin.map((section) => [section.id, section.hidden])).toEqual([['tools', true]]);
    expect(menuItems(adAdmin).map((item) => item.id)).toEqual(['advertise-setting', 'ad-test', 'business']);
  });

  it('never shows a hidden entry', () => {
    const menu: Menu = [
      {
        type: 'section',
        id: 's',
        title: 't',
        children: [{ type: 'item', id: 'x', title: 'x', url: 'x', hidden: true }],
      },
    ];
    expect(visibleMenu(menu, viewer({}))).toEqual([]);
  });
});
