// A carrier's logo, from the image upload (POST /upload/avatar with the `carrier` field): the same checks and
// re-encoding as an avatar (its type from its bytes, decoded and re-encoded by sharp, nothing of the file kept), fit
// whole into a square rather than cropped, since a logo's edges are its letters. Stored on the carrier as a small
// WebP data URL, so lists draw it without another route.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { avatarSet } from '../profile/avatar-image.js';

/** The pixels of the stored logo's side: sharp on a list row and on the carrier's page. */
export const LOGO_SIZE = 128;

export async function logoDataUrl(bytes: Buffer): Promise<string> {
  const set = await avatarSet(bytes, { sizes: [LOGO_SIZE], fit: 'contain' });
  const image = set.images[0];
  if (!image) throw new ActError('INTERNAL', 'The logo could not be made.');
  return `data:image/webp;base64,${image.content.toString('base64')}`;
}

export async function replaceCarrierLogo(
  db: Kysely<Database>,
  carrierId: number,
  bytes: Buffer,
  writer: { actor: OperationActor; now: Date },
): Promise<string> {
  const logo = await logoDataUrl(bytes);
  await db.transaction().execute(async (trx) => {
    const carrier = await trx
      .selectFrom('carriers')
      .select('name')
      .where('id', '=', carrierId)
      .executeTakeFirst();
    if (!carrier) throw new ActError('NOT_FOUND', `There is no carrier ${carrierId}.`);
    await trx
      .updateTable('carriers')
      .set({ logo, updated_at: writer.now.toISOString() })
      .where('id', '=', carrierId)
      .execute();
    await logOperation(trx, {
      operation: 'carrier-logo-changed',
      target: carrier.name,
      actor: writer.actor,
      now: writer.now,
    });
  });
  return logo;
}
