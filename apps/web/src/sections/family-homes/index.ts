// The family homes' web entry: the mini-box home (the bike home is the bike section's), with its texts and the
// machine list's (its columns are the machine list's own).
import { machinesCatalogue } from '../machines/i18n/catalogue';
import { familyHomesCatalogue } from './i18n/catalogue';

export { MiniBoxLockersPage } from './FamilyMachinesPage';
export const catalogues = [familyHomesCatalogue, machinesCatalogue];
