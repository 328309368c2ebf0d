// The staff actions on parcels (acts 51010–51016) as data: which parcels each applies to, what it asks for, and
// one call that runs it on one parcel (a refusal is an error) or many (each reported in `results`).
import {
  clearAbnormalAct,
  collectParcelsAct,
  completeParcelsAct,
  extendParcelsAct,
  flagAbnormalAct,
  resendPickupCodeAct,
  returnParcelsAct,
  type ParcelActionResult,
  type ParcelListItem,
} from '@bluemanager/protocol';
import type { ActCall } from '../../api/act-client';

export const PARCEL_ACTION_IDS = [
  'collect',
  'complete',
  'resend',
  'extend',
  'return',
  'flag',
  'clear',
] as const;
export type ParcelActionId = (typeof PARCEL_ACTION_IDS)[number];

/** What the confirmation asks for besides "are you sure". */
export type ActionInput = 'none' | 'reason' | 'optionalReason' | 'hours';

export const ACTION_INPUT: Record<ParcelActionId, ActionInput> = {
  collect: 'none',
  complete: 'reason',
  resend: 'none',
  extend: 'hours',
  return: 'optionalReason',
  flag: 'reason',
  clear: 'none',
};

type ParcelFlags = Pick<ParcelListItem, 'state' | 'abnormal'>;

/** Offered only where the server's lifecycle allows it, so a row never offers what would be refused. */
export function actionApplies(action: ParcelActionId, parcel: ParcelFlags): boolean {
  const pending = parcel.state === 'pending';
  switch (action) {
    case 'return':
      return pending || parcel.state === 'expected';
    case 'flag':
      return pending && !parcel.abnormal;
    case 'clear':
      return parcel.abnormal;
    default:
      return pending;
  }
}

export interface ActionArgs {
  reason: string;
  hours: number;
}

export async function runParcelAction(
  act: ActCall,
  action: ParcelActionId,
  ids: readonly number[],
  { reason, hours }: ActionArgs,
): Promise<ParcelActionResult> {
  const target = ids.length === 1 ? { id: ids[0] } : { ids: [...ids] };
  switch (action) {
    case 'collect':
      return act(collectParcelsAct, target);
    case 'complete':
      return act(completeParcelsAct, { ...target, reason });
    case 'resend':
      return act(resendPickupCodeAct, target);
    case 'extend':
      return act(extendParcelsAct, { ...target, hours });
    case 'return':
      return act(returnParcelsAct, reason.trim() === '' ? target : { ...target, reason });
    case 'flag':
      return act(flagAbnormalAct, { ...target, reason });
    case 'clear':
      return act(clearAbnormalAct, target);
  }
}
