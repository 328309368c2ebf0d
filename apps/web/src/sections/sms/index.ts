// The sms section's web entry: the SMS and Notification Template pages, the SMS Dashboard and the messages behind
// its figures, with their texts.
import { smsCatalogue } from './i18n/catalogue';

export { MessagesPage } from './MessagesPage';
export { NumberListPage } from './NumberListPage';
export { SmsDashboardPage } from './SmsDashboardPage';
export { NotificationTemplatesPage, SmsTemplatesPage } from './TemplatesPage';
export const catalogues = [smsCatalogue];
