// The user menu of the navbar's dropdown (spec §2): Profile, open to everyone signed in.
import type { Menu } from './menu-types.js';

export const USER_MENU = [
  {
    type: 'section',
    id: 'user',
    title: 'nav.user',
    children: [{ type: 'item', id: 'profile', title: 'nav.profile', icon: 'user', url: 'profile' }],
  },
] as const satisfies Menu;
