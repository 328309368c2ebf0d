// The Machine section's entry: the list and one machine's page in one chunk, loaded when either route is opened.
export { MachinesPage } from './MachinesPage';
export { MachinePage } from './MachinePage';
