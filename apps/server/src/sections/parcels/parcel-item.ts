// A parcel as the acts return it: place fields in the clear, the recipient's details in the encrypted `pkg`.
import {
  usableTimeZone,
  type ActCodec,
  type ParcelItem,
  type ParcelListItem,
  type ParcelPackage,
} from '@bluemanager/protocol';
import type { ParcelWithPlace } from './parcel.repository.js';

export function parcelPackageOf(row: ParcelWithPlace): ParcelPackage {
  return {
    id: row.id,
    s: row.search_text,
    a: row.address,
    c: row.carrier,
    p: row.phone,
    e: row.email,
    n: row.recipient,
    note: row.note,
    state: row.state,
    deposited: row.deposited_at,
    due: row.due_at,
  };
}

export function toParcelItem(row: ParcelWithPlace, codec: ActCodec): ParcelItem {
  return {
    id: row.id,
    pkg: codec.encryptJson(parcelPackageOf(row)),
    buid: row.building_id,
    bname: row.building_name,
    tz: usableTimeZone(row.building_timezone),
    muuid: row.machine_uuid,
    mname: row.machine_name,
    compartment: row.compartment_label,
    state: row.state,
    create_time: row.created_at,
  };
}

/** A row of the parcel list: the item plus what the list shows and filters by. */
export function toParcelListItem(row: ParcelWithPlace, codec: ActCodec, now: Date): ParcelListItem {
  return {
    ...toParcelItem(row, codec),
    carrier: row.carrier,
    deposit_time: row.deposited_at,
    due_time: row.due_at,
    collect_time: row.collected_at,
    overdue: row.state === 'pending' && row.due_at !== null && row.due_at < now.toISOString(),
    abnormal: row.abnormal === 1,
    reason: row.abnormal_reason,
    unattended: row.unattended === 1,
    close_reason: row.close_reason,
    reminders: row.reminders_sent,
  };
}
