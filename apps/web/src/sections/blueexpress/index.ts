// The BlueExpress section's web entry (spec §2 `blueexpress`): the shipments list, a shipment, the create form, the
// tariff and the printable label, with their texts.
import { blueexpressCatalogue } from './i18n/catalogue';

export { ExpressListPage } from './ExpressListPage';
export { ExpressShipmentPage } from './ExpressShipmentPage';
export { ExpressCreatePage } from './ExpressCreatePage';
export { ExpressTariffPage } from './ExpressTariffPage';
export { ExpressLabelPage } from './ExpressLabelPage';
export const catalogues = [blueexpressCatalogue];
