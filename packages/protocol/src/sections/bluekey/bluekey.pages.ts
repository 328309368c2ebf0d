// The BlueKey pages, by route: the carriers (the menu entry), one carrier, the keys and one key.
import type { PageDeclaration } from '../define-section.js';
import { BLUEKEY_ROLES } from './bluekey.vocabulary.js';

export const pages = {
  bluekey: { page: 'CarriersPage' },
  'bluekey/carriers/:id': { page: 'CarrierPage', access: BLUEKEY_ROLES },
  'bluekey/keys': { page: 'KeysPage', access: BLUEKEY_ROLES },
  'bluekey/keys/:id': { page: 'KeyPage', access: BLUEKEY_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
