// Spec §9: the carriers with a logo of their own; anything else shows the 'other' logo.
export const CARRIER_LOGOS = {
  amazon: 'Amazon',
  purolator: 'Purolator',
  ups: 'UPS',
  dhl: 'DHL',
  canpar: 'Canpar',
  'canada-post': 'Canada Post',
  fedex: 'FedEx',
  intelcom: 'Intelcom',
} as const;

/** Small logos exist for these delivery kinds as well. */
export const SMALL_LOGOS = [
  'grocery',
  'food',
  'personal',
  'jukebox',
  'jukebox-return',
  'school-exchange',
  'school-exchange-return',
] as const;

export type CarrierLogo = keyof typeof CARRIER_LOGOS | (typeof SMALL_LOGOS)[number] | 'other';

function slug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

export function carrierLogo(carrier: string): CarrierLogo {
  const key = slug(carrier);
  if (key in CARRIER_LOGOS) return key as keyof typeof CARRIER_LOGOS;
  return SMALL_LOGOS.find((logo) => logo === key) ?? 'other';
}

export function carrierLogoPath(carrier: string): string {
  return `assets/images/carriers/${carrierLogo(carrier)}.svg`;
}
