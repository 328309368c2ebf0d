// The Machine section's entry: the list and one machine's page in one chunk, loaded when either route is opened,
// with the texts they use (the route waits for them, see section-catalogues.ts).
import { machinesCatalogue } from './i18n/catalogue';

export { MachinesPage } from './MachinesPage';
export { MachinePage } from './MachinePage';
export const catalogues = [machinesCatalogue];
