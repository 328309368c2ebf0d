// Who a parcel's message goes to and on which channels. The parcel carries what the carrier typed (a phone, an
// email); the member it belongs to, when there is one, adds their preferred channel and their email. An opted-out
// phone never gets an SMS; when that leaves nothing, or the preferred channel cannot be used, the other one is.
import type { NotificationChannel } from './notification-kinds.js';

export interface RecipientAddresses {
  /** The parcel's phone, empty when the carrier gave none. */
  phone: string;
  /** The parcel's email, empty when the carrier gave none. */
  email: string;
  phoneOptedOut: boolean;
  /** The parcel's member, if any: their preferred channel and their own email. */
  member?: { channel: string; email: string };
}

export function chooseRecipients(addresses: RecipientAddresses): [NotificationChannel, string][] {
  const phone = addresses.phone.trim();
  const email = addresses.email.trim() || addresses.member?.email.trim() || '';
  const sms: [NotificationChannel, string][] =
    phone !== '' && !addresses.phoneOptedOut ? [['sms', phone]] : [];
  const mail: [NotificationChannel, string][] = email !== '' ? [['email', email]] : [];
  // No preference (no member): every address the parcel has.
  if (!addresses.member) return [...sms, ...mail];
  const [preferred, other] = addresses.member.channel === 'email' ? [mail, sms] : [sms, mail];
  return preferred.length > 0 ? preferred : other;
}
