// Parcel lifecycle states as stored and reported. Overdue ("timed out") is not a state: a pending parcel is
// overdue once its due time has passed. Abnormal and unattended are flags beside the state.
export const PARCEL_STATES = ['expected', 'pending', 'collected', 'returned'] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];
