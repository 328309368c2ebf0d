// The pages of the sms section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'sms/list': { page: 'NumberListPage' },
  'sms/model': { page: 'SmsTemplatesPage' },
  'sms/notification': { page: 'NotificationTemplatesPage' },
  'sms/sms-dashboard': { page: 'SmsDashboardPage' },
  'sms/sms-dashboard/messages': { page: 'MessagesPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
