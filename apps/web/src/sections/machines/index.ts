// The machines section's web entry (spec §2's Machines group): the machine list, one machine's page and the models,
// in one chunk, with the texts they use (the route waits for them, see section-catalogues.ts).
import { compartmentsCatalogue } from '../compartments/i18n/catalogue';
import { machinesCatalogue } from './i18n/catalogue';
import { modelsCatalogue } from './models/i18n/catalogue';

export { MachinesPage } from './MachinesPage';
export { MachinePage } from './MachinePage';
export { ModelsPage } from './models/ModelsPage';
export const catalogues = [machinesCatalogue, modelsCatalogue, compartmentsCatalogue];
