// The sections that exist, each loaded on demand as its own chunk. A section of the spec joins this list when its
// issue lands; until then its route falls through to the error page (never a placeholder).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SectionRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
}

const HomePage = lazy(() =>
  import('../pages/home/HomePage').then((module) => ({ default: module.HomePage })),
);

// One chunk serves the list and its pre-filled form /parcels/{json or text} (spec §2).
const ParcelsPage = lazy(() =>
  import('../sections/parcels/ParcelsPage').then((module) => ({ default: module.ParcelsPage })),
);

// Locker Settings: the building list and one building's page share a chunk (spec §2).
const settingsSection = () => import('../sections/settings/settings-section');
const SettingsListPage = lazy(() =>
  settingsSection().then((module) => ({ default: module.SettingsListPage })),
);
const BuildingSettingsPage = lazy(() =>
  settingsSection().then((module) => ({ default: module.BuildingSettingsPage })),
);

// Dashboard: Manager View, Admin View and Statistic View share a chunk; their charts load later still.
const dashboardSection = () => import('../sections/dashboard/dashboard-section');
const ManagerViewPage = lazy(() =>
  dashboardSection().then((module) => ({ default: module.ManagerViewPage })),
);
const AdminViewPage = lazy(() => dashboardSection().then((module) => ({ default: module.AdminViewPage })));
const StatisticViewPage = lazy(() =>
  dashboardSection().then((module) => ({ default: module.StatisticViewPage })),
);

// Machine: the machine list and one machine's page share a chunk.
const machinesSection = () => import('../sections/machines/machines-section');
const MachinesPage = lazy(() => machinesSection().then((module) => ({ default: module.MachinesPage })));
const MachinePage = lazy(() => machinesSection().then((module) => ({ default: module.MachinePage })));
// Models (machines/models) and Compartments: a chunk each.
const ModelsPage = lazy(() =>
  import('../sections/models/ModelsPage').then((module) => ({ default: module.ModelsPage })),
);
const CompartmentsPage = lazy(() =>
  import('../sections/compartments/CompartmentsPage').then((module) => ({
    default: module.CompartmentsPage,
  })),
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
