// The pages of BlueExpress, by route (without the leading '/'): the list, the create form, the tariff, one shipment
// and its printable label. All lie under the main menu's 'blueexpress' entry, which guards them.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  blueexpress: { page: 'ExpressListPage' },
  'blueexpress/new': { page: 'ExpressCreatePage' },
  'blueexpress/tariff': { page: 'ExpressTariffPage' },
  'blueexpress/:id': { page: 'ExpressShipmentPage' },
  'blueexpress/:id/label': { page: 'ExpressLabelPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
