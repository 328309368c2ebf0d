// A row of the list: the parcel as the server lists it, with its package decrypted for the recipient columns.
import type { ParcelListItem, ParcelPackage } from '@bluemanager/protocol';

export interface ParcelRow extends ParcelListItem {
  recipient: ParcelPackage | undefined;
}

/** The first part of a locker name (its parts are separated by '#', spec §3). */
export function lockerName(mname: string): string {
  return mname.split('#')[0]?.trim() || mname;
}

/** Locker and compartment under the building; a locker named like its building is not repeated. */
export function lockerPlace(parcel: Pick<ParcelListItem, 'bname' | 'mname' | 'compartment'>): string {
  const locker = lockerName(parcel.mname);
  const parts = [locker === parcel.bname ? '' : locker, parcel.compartment ?? ''].filter(Boolean);
  return parts.join(' · ');
}
