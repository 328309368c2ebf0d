// The logs section's web entry (spec §2's Logs group): Member Logs, in one chunk with its texts.
import { logsCatalogue } from './i18n/catalogue';

export { MemberLogsPage } from './MemberLogsPage';
export const catalogues = [logsCatalogue];
