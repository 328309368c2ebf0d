// The BlueKey section's web entry (spec §2 `bluekey`): carriers, one carrier, the courier keys and one key, with
// their texts and the dashboards' (the carrier page's period picker speaks them).
import { dashboardsCatalogue } from '../dashboard/i18n/catalogue';
import { bluekeyCatalogue } from './i18n/catalogue';

export { CarriersPage } from './CarriersPage';
export { CarrierPage } from './CarrierPage';
export { KeysPage } from './KeysPage';
export { KeyPage } from './KeyPage';
export const catalogues = [bluekeyCatalogue, dashboardsCatalogue];
