// What a live-update subscriber hears when a parcel changes: enough to refetch, and the building to filter by.
export const PARCEL_CHANGE_KINDS = [
  'deposited',
  'collected',
  'completed',
  'returned',
  'abnormal',
  'abnormal-cleared',
  'extended',
  'code-resent',
  'overdue',
  'reminded',
] as const;
export type ParcelChangeKind = (typeof PARCEL_CHANGE_KINDS)[number];

export interface ParcelChange {
  parcelId: number;
  buildingId: number;
  kind: ParcelChangeKind;
  state: string;
  at: string;
}

export type ParcelChangeListener = (change: ParcelChange) => void;
