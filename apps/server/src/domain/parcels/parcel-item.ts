// A parcel as the acts return it: place fields in the clear, the recipient's details in the encrypted `pkg`.
import type { ActCodec, ParcelItem, ParcelPackage } from '@bluemanager/protocol';
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
    muuid: row.machine_uuid,
    mname: row.machine_name,
    compartment: row.compartment_label,
    state: row.state,
    create_time: row.created_at,
  };
}
