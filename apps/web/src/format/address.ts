// Spec §9: an address is pipe-separated; the display form joins with ', ' and the short form keeps two parts.
export function formatAddress(address: string): string {
  return address
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export function shortAddress(address: string): string {
  return address
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');
}

/** A parcel package's `a`: the building name before the first '|'. */
export function buildingOfPackageAddress(address: string): string {
  return address.split('|')[0]?.trim() ?? '';
}
