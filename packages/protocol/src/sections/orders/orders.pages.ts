// The pages of the orders section, by route (without the leading '/').
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  orders: { page: 'OrdersPage' },
  'orders/:id': { page: 'OrderPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
