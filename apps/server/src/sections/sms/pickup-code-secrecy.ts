// A pickup code opens a compartment, so it is kept out of everything staff can read: the parcel stores its hash,
// and a message to the recipient is stored with a mask where the code goes. The code itself waits in the message's
// `secret` column only until delivery; then it is erased. The development outbox is the exception by design: it
// *is* the recipient's inbox on a development server, so it keeps the text as delivered.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Stands where the code goes in a stored body; no template text contains it by accident. */
export const CODE_MASK = '••••••';

/** The text the recipient receives: the mask replaced by the code the message was queued with. */
export function revealCode(text: string, secret: string | null): string {
  return secret === null ? text : text.split(CODE_MASK).join(secret);
}

export function carriesCode(text: string): boolean {
  return text.includes(CODE_MASK);
}

/**
 * A parcel's code died (collected, returned, a new code sent): its undelivered messages must not deliver it later,
 * and it is not kept a moment longer than needed.
 */
export async function forgetParcelCodes(trx: Kysely<Database>, parcelId: number): Promise<void> {
  await trx
    .updateTable('messages')
    .set({ secret: null })
    .where('parcel_id', '=', parcelId)
    .where('secret', 'is not', null)
    .execute();
}
