// Who a notification reaches and how: a member (their phones, email, language and preferred channel) or a recipient
// given in the call. The preferred channel is used when it can be (an opted-out number cannot get an SMS), the
// other one otherwise; an SMS with an email to fall back to names it, for when the SMS fails.
import type { Kysely } from 'kysely';
import { storedPhone, type ActParsedParams, type notificationCreateAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { isOptedOut } from '../sms/opt-outs.js';
import '../members/member.table.js';

type Params = ActParsedParams<typeof notificationCreateAct>;

export interface NotificationTarget {
  buildingId: number;
  memberId: number | null;
  name: string;
  language: string | undefined;
  primary: { channel: 'sms' | 'email'; recipient: string };
  /** The email that stands in when the SMS fails; null when there is none or the message is an email. */
  fallback: string | null;
}

interface Addresses {
  buildingId: number;
  memberId: number | null;
  name: string;
  phone: string;
  email: string;
  language: string | undefined;
  preferred: string;
}

async function addressesOf(db: Kysely<Database>, params: Params): Promise<Addresses> {
  if (params.member !== undefined) {
    const member = await db
      .selectFrom('members')
      .select(['id', 'building_id', 'name', 'phones', 'email', 'language', 'channel', 'status'])
      .where('id', '=', params.member)
      .executeTakeFirst();
    if (!member) throw new ActError('NOT_FOUND', `There is no member ${params.member}.`);
    if (member.status === 'moved-out')
      throw new ActError('CONFLICT', `${member.name} has moved out and is sent nothing.`);
    const phones = JSON.parse(member.phones) as string[];
    return {
      buildingId: member.building_id,
      memberId: member.id,
      name: member.name,
      phone: phones[0] ?? '',
      email: member.email,
      language: member.language,
      preferred: member.channel,
    };
  }
  const recipient = params.recipient;
  // The act's schema asks a building of a recipient; the check is kept here for the type.
  if (!recipient || params.buid === undefined) throw new ActError('INVALID_PARAMS', 'A recipient is needed.');
  return {
    buildingId: params.buid,
    memberId: null,
    name: recipient.name,
    phone: recipient.phone ?? '',
    email: recipient.email ?? '',
    language: recipient.language,
    preferred: recipient.phone !== undefined ? 'sms' : 'email',
  };
}

export async function notificationTarget(db: Kysely<Database>, params: Params): Promise<NotificationTarget> {
  const addresses = await addressesOf(db, params);
  const phone = addresses.phone === '' ? '' : storedPhone(addresses.phone);
  const smsUsable = phone !== '' && !(await isOptedOut(db, phone));
  const preferred = params.channel === 'auto' ? addresses.preferred : params.channel;
  const base = {
    buildingId: addresses.buildingId,
    memberId: addresses.memberId,
    name: addresses.name,
    language: addresses.language,
  };
  if (preferred === 'sms' && smsUsable)
    return {
      ...base,
      primary: { channel: 'sms', recipient: phone },
      fallback: addresses.email === '' ? null : addresses.email,
    };
  if (addresses.email !== '')
    return { ...base, primary: { channel: 'email', recipient: addresses.email }, fallback: null };
  if (smsUsable) return { ...base, primary: { channel: 'sms', recipient: phone }, fallback: null };
  throw new ActError(
    'CONFLICT',
    phone !== ''
      ? `${addresses.name || 'The recipient'}'s number opted out of SMS and there is no email to write to.`
      : `${addresses.name || 'The recipient'} has neither a phone nor an email.`,
  );
}
