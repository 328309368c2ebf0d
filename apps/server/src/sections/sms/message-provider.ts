// Where a message goes out. A provider either delivers the message or throws; the dispatcher records which.
export interface OutgoingMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  /** The message's language (en, fr, de, pt), for the email's HTML part. */
  language: string;
  /** Files an email carries (message_attachments); absent for most messages. */
  attachments?: readonly MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  mime: string;
  content: Buffer;
}

export interface MessageProvider {
  /** Stored with the message, so staff can see which way it went. */
  readonly name: string;
  /** The provider is itself where the message is read (the development outbox): keep the text as delivered. */
  readonly keepsDeliveredText?: boolean;
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}

export interface MessageProviders {
  sms: MessageProvider;
  email: MessageProvider;
}

/**
 * The development outbox, the default: nothing leaves the server, the message is kept in the messages table and
 * staff read it through the messages act (51020) as the recipient would have received it.
 */
export const outboxProvider: MessageProvider = {
  name: 'outbox',
  keepsDeliveredText: true,
  send: async () => undefined,
};
