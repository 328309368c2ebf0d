// The Service section's outgoing webhooks and their deliveries, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface WebhooksTable {
  id: Generated<number>;
  /** The partner that owns it: the operator's (MAIN_COMPANY) reach every building, a partner's only its own. */
  partner: string;
  url: string;
  /** JSON array of WebhookEvent. */
  events: string;
  building_id: number | null;
  active: number;
  /** The signing secret, AES-256-GCM encrypted with WEBHOOK_SECRET_KEY (webhook-secret.ts). */
  secret_cipher: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event: string;
  /** What makes a delivery unique per webhook, so an event heard by several instances is queued once. */
  event_key: string;
  payload: string;
  state: string;
  attempts: number;
  /** While pending: when it is due (a send in flight pushes it a lease ahead, so a crashed sender is retried). */
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  status_code: number | null;
  error: string | null;
  created_at: string;
}

export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

declare module '../../db/schema.js' {
  interface Database {
    webhooks: WebhooksTable;
    webhook_deliveries: WebhookDeliveriesTable;
  }
}
