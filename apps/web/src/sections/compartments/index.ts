// The Compartments section's entry, with the texts it uses (the route waits for them, see section-catalogues.ts).
import { compartmentsCatalogue } from './i18n/catalogue';

export { CompartmentsPage } from './CompartmentsPage';
export const catalogues = [compartmentsCatalogue];
