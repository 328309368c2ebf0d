// The text a parcel is found by (the `s` of its package) and the address it carries (the `a`).

export interface ParcelTextFields {
  carrier: string;
  phone: string;
  email: string;
  recipient: string;
}

export function parcelSearchText({ carrier, phone, email, recipient }: ParcelTextFields): string {
  return [carrier, phone, email, recipient].filter((part) => part !== '').join(' ');
}

/** The building part comes first, before '|', as spec §3 says: "Maple Court|123 King St|Toronto|ON|…". */
export function parcelAddress(buildingName: string, buildingAddress: string): string {
  return `${buildingName}|${buildingAddress}`;
}
