// The Machines group (spec §2): Machine (`machines/lockers`) and Models (`machines/models`).
import { defineSection } from '../define-section.js';
import { pages } from './machines.pages.js';
import { MACHINES_ACTS } from './machines.acts.js';

export const machinesSection = defineSection({
  id: 'machines',
  summary: 'The lockers and machines of the network, their compartments, credentials and models.',
  acts: MACHINES_ACTS,
  operations: {
    'machine-created': { category: 'Machine', template: 'Machine {} created' },
    'machine-updated': { category: 'Machine', template: 'Machine {} updated' },
    'machine-retired': { category: 'Machine', template: 'Machine {} retired' },
    'machine-credential-issued': { category: 'Machine', template: 'Machine {} credential reissued' },
    'compartment-updated': { category: 'Machine', template: 'Compartment {} updated' },
    'machine-model-created': { category: 'Machine', template: 'Machine model {} created' },
    'machine-model-updated': { category: 'Machine', template: 'Machine model {} updated' },
    'machine-model-retired': { category: 'Machine', template: 'Machine model {} retired' },
  },
  pages,
});
export * from './machines.acts.js';
