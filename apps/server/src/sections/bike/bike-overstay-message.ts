// The message an abandoned bike's member gets when staff flag it: in the member's language, by their channel (SMS
// to their first phone unless it opted out, else email), queued in the outbox inside the flag's transaction so the
// dispatcher sends it after the commit.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isOptedOut } from '../sms/opt-outs.js';
import { lockerInText, queuedMessage, type StoredTemplateText } from '../sms/outbox-row.js';

export const BIKE_OVERSTAY_EVENT = 'bike-overstay';

const ENGLISH = {
  subject: 'Your bike at {locker}',
  body: 'Hello {recipient}, your bike in dock {compartment} at {locker} ({building}) has been parked longer than allowed. Please move it, or it will be collected.',
};

const TEXTS: Readonly<Record<string, Omit<StoredTemplateText, 'language'>>> = {
  en: ENGLISH,
  fr: {
    subject: 'Votre vélo à {locker}',
    body: 'Bonjour {recipient}, votre vélo au point {compartment} de {locker} ({building}) est stationné depuis plus longtemps que permis. Veuillez le déplacer, sinon il sera enlevé.',
  },
  de: {
    subject: 'Ihr Fahrrad bei {locker}',
    body: 'Hallo {recipient}, Ihr Fahrrad am Platz {compartment} bei {locker} ({building}) steht länger als erlaubt. Bitte holen Sie es ab, sonst wird es entfernt.',
  },
  pt: {
    subject: 'A sua bicicleta em {locker}',
    body: 'Olá {recipient}, a sua bicicleta na doca {compartment} de {locker} ({building}) está estacionada há mais tempo do que o permitido. Retire-a, caso contrário será recolhida.',
  },
};

/** Queues the message to the session's member; answers how many were queued (0 when nobody can be reached). */
export async function queueOverstayMessage(
  trx: Kysely<Database>,
  sessionId: number,
  now: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('bike_sessions')
    .innerJoin('members', 'members.id', 'bike_sessions.member_id')
    .innerJoin('machines', 'machines.id', 'bike_sessions.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .innerJoin('compartments', 'compartments.id', 'bike_sessions.compartment_id')
    .select([
      'members.name',
      'members.phones',
      'members.email',
      'members.language',
      'members.channel',
      'machines.name as machine_name',
      'machines.building_id',
      'buildings.name as building_name',
      'compartments.label',
    ])
    .where('bike_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return 0;
  const phone = (JSON.parse(row.phones) as string[])[0] ?? '';
  const smsOk = phone !== '' && !(await isOptedOut(trx, phone));
  const [channel, recipient] =
    row.channel === 'email' && row.email !== ''
      ? ['email', row.email]
      : smsOk
        ? ['sms', phone]
        : row.email !== ''
          ? ['email', row.email]
          : [undefined, ''];
  if (channel === undefined) return 0;
  const language = row.language in TEXTS ? row.language : 'en';
  const template = { language, ...(TEXTS[language] ?? ENGLISH) };
  const values = {
    recipient: row.name,
    locker: lockerInText(row.machine_name),
    building: row.building_name,
    compartment: row.label,
  };
  await trx
    .insertInto('messages')
    .values(
      queuedMessage(
        {
          parcelId: null,
          buildingId: row.building_id,
          event: BIKE_OVERSTAY_EVENT,
          channel,
          recipient,
          template,
          values,
        },
        now,
      ),
    )
    .execute();
  return 1;
}
