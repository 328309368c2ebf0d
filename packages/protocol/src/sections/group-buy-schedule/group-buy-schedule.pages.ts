// The pages of Group-Buy Setup, by route (without the leading '/').
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'group-buy-schedule': { page: 'GroupBuysPage' },
  'group-buy-schedule/new': { page: 'GroupBuyFormPage' },
  'group-buy-schedule/:id': { page: 'GroupBuyPage' },
  'group-buy-schedule/:id/edit': { page: 'GroupBuyFormPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
