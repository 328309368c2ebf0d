// The crash-logs section's web entry: the Crash Logs list, one group, and their texts. The error reporter
// (report-errors.ts) is imported by the app's entry itself.
import { crashesCatalogue } from './i18n/catalogue';

export { CrashGroupPage } from './CrashGroupPage';
export { CrashLogsPage } from './CrashLogsPage';
export const catalogues = [crashesCatalogue];
