// Developer tools (`dev-tools`, spec §2's lazy sections; acts 66001–66049): the act console, the demo fleet's
// controls, the server's health and version. For the operator's system admins.
import { defineSection } from '../define-section.js';
import { pages } from './dev-tools.pages.js';
import {
  demoFleetStartAct,
  demoFleetStatusAct,
  demoFleetStopAct,
  serverHealthAct,
  simulateLockerCallAct,
} from './dev-tools.acts.js';

export const devToolsSection = defineSection({
  id: 'dev-tools',
  summary: 'The act console, the demo fleet controls and the server health.',
  acts: [serverHealthAct, demoFleetStatusAct, demoFleetStartAct, demoFleetStopAct, simulateLockerCallAct],
  operations: {
    'demo-fleet-started': { category: 'Machine', template: 'Demo fleet started on {}' },
    'demo-fleet-stopped': { category: 'Machine', template: 'Demo fleet stopped on {}' },
    'locker-call-simulated': { category: 'Machine', template: 'Simulated call sent for machine {}' },
  },
  pages,
});
export * from './dev-tools.acts.js';
export * from './dev-tools.roles.js';
