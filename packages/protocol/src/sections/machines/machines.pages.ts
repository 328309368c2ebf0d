// The pages of the machines section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'machines/lockers': { page: 'MachinesPage' },
  'machines/lockers/:uuid': { page: 'MachinePage' },
  'machines/models': { page: 'ModelsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
