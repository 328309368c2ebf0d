// The Support pages, by route: the queue and one ticket. The main menu's Support (level 10) and the bike menu's
// (levels 5 and 10) both lead here; the ticket page takes the queue's roles.
import type { PageDeclaration } from '../define-section.js';
import { SUPPORT_ROLES } from './support.vocabulary.js';

export const pages = {
  'customer-service': { page: 'SupportPage' },
  'customer-service/:id': { page: 'TicketPage', access: SUPPORT_ROLES },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
