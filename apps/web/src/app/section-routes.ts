// The sections that exist, each loaded on demand as its own chunk. A section of the spec joins this list when its
// issue lands; until then its route falls through to the error page (never a placeholder). A section's chunk is
// loaded through withSectionCatalogues, so its page renders only once its texts are in (never a raw key).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withSectionCatalogues } from '../i18n/section-catalogues';

export interface SectionRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
}

const HomePage = lazy(() =>
  import('../pages/home/HomePage').then((module) => ({ default: module.HomePage })),
);

// One chunk serves the list and its pre-filled form /parcels/{json or text} (spec §2).
const ParcelsPage = lazy(() =>
  import('../sections/parcels/parcels-section')
    .then(withSectionCatalogues)
    .then((module) => ({ default: module.ParcelsPage })),
);

// Locker Settings: the building list and one building's page share a chunk (spec §2).
const settingsSection = () => import('../sections/settings/settings-section').then(withSectionCatalogues);
const SettingsListPage = lazy(() =>
  settingsSection().then((module) => ({ default: module.SettingsListPage })),
);
const BuildingSettingsPage = lazy(() =>
  settingsSection().then((module) => ({ default: module.BuildingSettingsPage })),
);

// Dashboard: Manager View, Admin View and Statistic View share a chunk; their charts load later still.
const dashboardSection = () => import('../sections/dashboard/dashboard-section').then(withSectionCatalogues);
const ManagerViewPage = lazy(() =>
  dashboardSection().then((module) => ({ default: module.ManagerViewPage })),
);
const AdminViewPage = lazy(() => dashboardSection().then((module) => ({ default: module.AdminViewPage })));
const StatisticViewPage = lazy(() =>
  dashboardSection().then((module) => ({ default: module.StatisticViewPage })),
);

// Machine: the machine list and one machine's page share a chunk.
const machinesSection = () => import('../sections/machines/machines-section').then(withSectionCatalogues);
const MachinesPage = lazy(() => machinesSection().then((module) => ({ default: module.MachinesPage })));
const MachinePage = lazy(() => machinesSection().then((module) => ({ default: module.MachinePage })));
// Models (machines/models) and Compartments: a chunk each.
const ModelsPage = lazy(() =>
  import('../sections/machines/models/models-section')
    .then(withSectionCatalogues)
    .then((module) => ({ default: module.ModelsPage })),
);
const CompartmentsPage = lazy(() =>
  import('../sections/compartments/compartments-section')
    .then(withSectionCatalogues)
    .then((module) => ({ default: module.CompartmentsPage })),
);

export const SECTION_ROUTES: readonly SectionRoute[] = [
  // The homes of the main and bike menus (spec §2) are the shell's own start page.
  { path: '/', Component: HomePage },
  { path: '/bike', Component: HomePage },
  {
    path: '/release-notes',
    Component: lazy(() =>
      import('../sections/release-notes/ReleaseNotesPage').then((module) => ({
        default: module.ReleaseNotesPage,
      })),
    ),
  },
  { path: '/parcels', Component: ParcelsPage },
  { path: '/parcels/:query', Component: ParcelsPage },
  { path: '/settings', Component: SettingsListPage },
  { path: '/settings/:buid', Component: BuildingSettingsPage },
  { path: '/dashboard', Component: ManagerViewPage },
  { path: '/admin-view', Component: AdminViewPage },
  { path: '/statistic-view', Component: StatisticViewPage },
  { path: '/machines/lockers', Component: MachinesPage },
  { path: '/machines/lockers/:uuid', Component: MachinePage },
  { path: '/machines/models', Component: ModelsPage },
  { path: '/compartments', Component: CompartmentsPage },
];
