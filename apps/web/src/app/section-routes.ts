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
];
