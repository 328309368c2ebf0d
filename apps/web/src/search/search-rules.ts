// Spec §2/§5: what the global search offers for a text, and where Enter goes.

/** Purely letters (a-z, A-Z) is a carrier query; anything else is a phone number or parcel id. */
export function isLettersOnly(text: string): boolean {
  return /^[A-Za-z]+$/.test(text);
}

export type ParcelSearchKind = 'carrier' | 'phone' | 'parcelId' | 'email';

export interface ParcelFilter {
  buid?: string | number;
  c?: string;
  p?: string;
  id?: string;
  email?: string;
  overtime?: boolean;
  abnormal?: boolean;
  unattended?: boolean;
  state?: 'pending' | 'collected' | 'all';
  muuid?: string;
}

/** The parcel list route: /parcels/{json} with buid, c, p and id always present (spec §2). */
export function parcelListPath(filter: ParcelFilter): string {
  const json = { buid: '', c: '', p: '', id: '', ...filter };
  return `/parcels/${encodeURIComponent(JSON.stringify(json))}`;
}

export function filterFor(kind: ParcelSearchKind, text: string): ParcelFilter {
  switch (kind) {
    case 'carrier':
      return { c: text };
    case 'phone':
      return { p: text };
    case 'parcelId':
      return { id: text };
    case 'email':
      return { email: text };
  }
}

/** Letters only: carrier; otherwise phone and parcel id; email always. */
export function parcelSearchKinds(text: string): ParcelSearchKind[] {
  if (text.trim() === '') return [];
  return isLettersOnly(text.trim()) ? ['carrier', 'email'] : ['phone', 'parcelId', 'email'];
}

/** Enter without a chosen option: the parcel list filtered by carrier (letters only) or by phone. */
export function enterPath(text: string): string {
  const query = text.trim();
  return parcelListPath(isLettersOnly(query) ? { c: query } : { p: query });
}

/** A case-insensitive substring match ('all' or empty matches everything, spec §5). */
export function matchesQuery(value: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '' || needle === 'all') return true;
  return value.toLowerCase().includes(needle);
}
