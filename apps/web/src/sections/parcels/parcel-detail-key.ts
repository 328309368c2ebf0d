// The query key of a parcel's detail (act 51002), shared by the detail and what refetches it after a change.
export const parcelDetailKey = (id: number) => ['parcels', 'detail', id] as const;
