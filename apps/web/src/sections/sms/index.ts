// The sms section's web entry: the SMS and Notification Template pages, with their texts.
import { smsCatalogue } from './i18n/catalogue';

export { NotificationTemplatesPage, SmsTemplatesPage } from './TemplatesPage';
export const catalogues = [smsCatalogue];
