// The Service page and a webhook's delivery log, by route (both under the menu entry `web-service`).
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'web-service': { page: 'ServicePage' },
  'web-service/webhooks/:id': { page: 'WebhookDeliveriesPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
