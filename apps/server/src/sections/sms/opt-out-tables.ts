// The opt-out tables, merged into the database's type from the section that owns them.
export interface SmsOptOutsTable {
  /** The number as the portal stores phones (storedPhone): ten digits for North America, E.164 elsewhere. */
  phone: string;
  /** 'reply' (the recipient texted STOP) or 'staff'. */
  source: string;
  note: string;
  created_at: string;
  /** The username of the staff member, or 'recipient' for a reply. */
  created_by: string;
}

export interface SmsInboundTable {
  id: string;
  phone: string;
  received_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    sms_opt_outs: SmsOptOutsTable;
    sms_inbound: SmsInboundTable;
  }
}
