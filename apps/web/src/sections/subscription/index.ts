// The subscription section's web entry (spec §2 `subscription`, "charge mode"): the page with its two tabs and the
// printable invoice, with their texts and the fleet's filter texts the machine filters reuse.
import { machinesCatalogue } from '../machines/i18n/catalogue';
import { subscriptionCatalogue } from './i18n/catalogue';

export { SubscriptionPage } from './SubscriptionPage';
export { InvoicePage } from './InvoicePage';
export const catalogues = [subscriptionCatalogue, machinesCatalogue];
