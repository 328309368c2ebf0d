// The notification service's tables, merged into the database's type from the section that owns them.
import type { Generated } from 'kysely';

export interface NotificationRequestsTable {
  id: Generated<number>;
  /** Who called: the username of the session or of the API token's owner. */
  caller: string;
  idempotency_key: string | null;
  event: string;
  building_id: number;
  member_id: number | null;
  /** The answer given (JSON), answered again to a repeated key. */
  answer: Generated<string>;
  created_at: string;
}

export interface MessageFallbacksTable {
  /** The SMS this email stands in for, when it fails or the number opted out. */
  message_id: number;
  recipient: string;
  language: string;
  subject: string;
  body: string;
  secret: string | null;
}

export interface BuildingQuietHoursTable {
  building_id: number;
  /** 'HH:MM' in the building's zone; the window may span midnight (21:00 to 08:00). */
  starts: string;
  ends: string;
}

export interface DeliveryReceiptsTable {
  /** The gateway's receipt id: a second call with it is a replay. */
  id: string;
  message_id: number;
  outcome: string;
  received_at: string;
}

export interface OutboxDeliveriesTable {
  id: Generated<number>;
  message_id: number;
  delivered_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    notification_requests: NotificationRequestsTable;
    message_fallbacks: MessageFallbacksTable;
    building_quiet_hours: BuildingQuietHoursTable;
    delivery_receipts: DeliveryReceiptsTable;
    outbox_deliveries: OutboxDeliveriesTable;
  }
}

declare module '../../db/schema.js' {
  interface MessagesTable {
    /** When the SMS gateway's receipt said the message reached the phone. */
    delivered_at: Generated<string | null>;
  }
}

export interface EmailCampaignsTable {
  id: Generated<number>;
  subject: string;
  body: string;
  /** JSON lists of building uids and unit labels (empty: every unit). */
  buildings: string;
  units: string;
  /** 'sending' or 'cancelled'; done is read from its messages. */
  status: string;
  total: number;
  batch_size: number;
  created_by: string;
  created_at: string;
}

export interface SmtpSettingsTable {
  /** Always 1: there is one SMTP server. */
  id: number;
  host: string;
  port: number;
  /** 1: TLS from the start; 0: STARTTLS when offered. */
  secure: number;
  username: string;
  /** Never answered by an act nor written to a log. */
  password: string;
  from_address: string;
  updated_by: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    email_campaigns: EmailCampaignsTable;
    smtp_settings: SmtpSettingsTable;
  }
  interface MessagesTable {
    /** The composed message this email belongs to, when staff wrote it on the Email page. */
    campaign_id: Generated<number | null>;
  }
}

/** A file an email carries (an agent's PDF report), sent with it by a provider outside the database. */
export interface MessageAttachmentsTable {
  message_id: number;
  filename: string;
  mime: string;
  content: Buffer;
}

declare module '../../db/schema.js' {
  interface Database {
    message_attachments: MessageAttachmentsTable;
  }
}
