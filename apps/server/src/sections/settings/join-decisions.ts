// Deciding a unit join request: pending (0) becomes approved (1) or rejected (2), once. The conditional UPDATE is
// the guard, so two managers deciding at once cannot both win, and the loser is told CONFLICT.
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logFor, type Writer } from '../../act-channel/write.js';

export const JOIN_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

export async function decideJoinRequest(
  db: Kysely<Database>,
  input: {
    id: number;
    decision: 'approved' | 'rejected';
    note: string;
    writer: Writer;
  },
) {
  const request = await db
    .selectFrom('unit_join_requests as r')
    .innerJoin('buildings as b', 'b.id', 'r.building_id')
    .select(['r.id', 'r.building_id', 'r.unit', 'r.name', 'r.status', 'b.name as bname'])
    .where('r.id', '=', input.id)
    .executeTakeFirst();
  if (!request) throw new ActError('NOT_FOUND', `There is no join request ${input.id}.`);
  const decidedAt = input.writer.now.toISOString();
  const status = JOIN_STATUS[input.decision];
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('unit_join_requests')
      .set({
        status,
        decided_at: decidedAt,
        decided_by: input.writer.actor.userId,
        decision_note: input.note,
      })
      .where('id', '=', input.id)
      .where('status', '=', JOIN_STATUS.pending)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new ActError(
        'CONFLICT',
        `Join request ${input.id} was already ${request.status === 1 ? 'approved' : 'rejected'}.`,
      );
    }
    await logFor(trx, input.writer, {
      operation: input.decision === 'approved' ? 'join-request-approved' : 'join-request-rejected',
      target: `${request.unit} (${request.name}) at ${request.bname}`,
      ...(input.note ? { detail: input.note } : {}),
      changes: { before: { status: request.status }, after: { status } },
      buildingId: request.building_id,
    });
  });
  return {
    id: request.id,
    buid: request.building_id,
    unit: request.unit,
    name: request.name,
    sts: status,
    decided_at: decidedAt,
  };
}
