// The bike, amenity and miniBox menus of spec §2.
import type { Menu } from './menu-types.js';

export const BIKE_MENU = [
  {
    type: 'section',
    id: 'bike-operation',
    title: 'menu.operation',
    children: [
      {
        type: 'collapsible',
        id: 'bike-location',
        title: 'menu.location',
        icon: 'bike',
        roles: ['1', '10'],
        children: [
          {
            type: 'item',
            id: 'bike-list',
            title: 'menu.bikeLockers',
            icon: 'circle',
            url: 'bike/list',
            roles: ['1', '10'],
          },
          {
            type: 'item',
            id: 'bike-session',
            title: 'menu.bikeSessions',
            icon: 'circle',
            url: 'bike/session',
            roles: ['1', '10'],
          },
          {
            type: 'item',
            id: 'bike-collection',
            title: 'menu.bikeCollections',
            icon: 'circle',
            url: 'bike/collection',
            exactMatch: true,
            roles: ['1', '10'],
          },
        ],
      },
      {
        type: 'item',
        id: 'bike-support',
        title: 'menu.support',
        icon: 'message',
        url: 'customer-service',
        roles: ['5', '10'],
      },
    ],
  },
] as const satisfies Menu;

export const AMENITY_MENU = [
  {
    type: 'section',
    id: 'amenity-operation',
    title: 'menu.operation',
    children: [
      {
        type: 'item',
        id: 'amenity-machine',
        title: 'menu.amenityMachines',
        icon: 'cpu',
        url: 'amenity/machine',
        roles: ['1', '10', '17'],
      },
      {
        type: 'item',
        id: 'amenity-tags',
        title: 'menu.blueTags',
        icon: 'tags',
        url: 'amenity/tags',
        roles: ['1', '10', '17'],
      },
      {
        type: 'item',
        id: 'amenity-deposits',
        title: 'menu.deposits',
        icon: 'boxes',
        url: 'amenity/deposits',
        roles: ['1', '10', '17'],
      },
    ],
  },
] as const satisfies Menu;

/**
 * Spec §2 leaves the miniBox menu an empty section; issue 13 gives it entries for its users (mini-box staff, level
 * 13, and the operator's system admins): the mini-box lockers (the family's home) and their recent events.
 */
export const MINIBOX_MENU = [
  {
    type: 'section',
    id: 'minibox',
    title: 'menu.miniBox',
    children: [
      {
        type: 'item',
        id: 'minibox-lockers',
        title: 'menu.miniBoxLockers',
        icon: 'boxes',
        url: 'minibox-locker-list',
        roles: ['10', '13'],
      },
      {
        type: 'item',
        id: 'minibox-events',
        title: 'menu.miniBoxEvents',
        icon: 'bell',
        url: 'minibox-locker-list/events',
        exactMatch: true,
        roles: ['10', '13'],
      },
    ],
  },
] as const satisfies Menu;
