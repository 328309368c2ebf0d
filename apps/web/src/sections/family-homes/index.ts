// The family homes' web entry: the bike and mini-box homes, with their texts and the machine list's (their columns
// are the machine list's own).
import { machinesCatalogue } from '../machines/i18n/catalogue';
import { familyHomesCatalogue } from './i18n/catalogue';

export { BikeHomePage, MiniBoxLockersPage } from './FamilyMachinesPage';
export const catalogues = [familyHomesCatalogue, machinesCatalogue];
