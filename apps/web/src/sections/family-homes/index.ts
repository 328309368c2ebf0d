// The mini-box family's web entry: its home (the lockers with their figures), a locker's boxes and events, and the
// events of every mini-box locker, with their texts and the machine pages' (event kinds, box states).
import { machinesCatalogue } from '../machines/i18n/catalogue';
import { familyHomesCatalogue } from './i18n/catalogue';

export { MiniBoxLockersPage } from './MiniBoxLockersPage';
export { MiniBoxEventsPage } from './MiniBoxEventsPage';
export { MiniBoxLockerPage } from './MiniBoxLockerPage';
export const catalogues = [familyHomesCatalogue, machinesCatalogue];
