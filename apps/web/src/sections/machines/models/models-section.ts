// The Models section's entry, with the texts it uses: its own and the compartment words its layouts show (the route
// waits for them, see section-catalogues.ts).
import { compartmentsCatalogue } from '../../compartments/i18n/catalogue';
import { modelsCatalogue } from './i18n/catalogue';

export { ModelsPage } from './ModelsPage';
export const catalogues = [modelsCatalogue, compartmentsCatalogue];
