// The Dashboard section's entry: its three views in one chunk; chart.js is a further chunk of its own (LazyChart).
// The route waits for the texts listed here (see section-catalogues.ts).
import { dashboardsCatalogue } from './i18n/catalogue';

export { ManagerViewPage } from './ManagerViewPage';
export { AdminViewPage } from './AdminViewPage';
export { StatisticViewPage } from './StatisticViewPage';
export const catalogues = [dashboardsCatalogue];
