// The logs section's web entry (spec §2's Logs group): Machine Logs, a locker's timeline and Member Logs, in one
// chunk with their texts.
import { logsCatalogue } from './i18n/catalogue';

export { MachineLogsPage } from './MachineLogsPage';
export { MachineTimelinePage } from './MachineTimelinePage';
export { MemberLogsPage } from './MemberLogsPage';
export const catalogues = [logsCatalogue];
