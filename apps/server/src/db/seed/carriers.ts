// Carriers as the demo delivers them. The eight partner carriers have logos; the rest are what a concierge types in
// by hand, and two are carriers the portal has no logo for, so the UI's fallback shows up in the demo.

export interface DemoCarrier {
  name: string;
  /** Relative share of the deliveries. */
  weight: number;
  /** Goes to a cold compartment when the locker has one. */
  cold: boolean;
}

export const PARTNER_CARRIERS: readonly { carrier: string; logo: string }[] = [
  { carrier: 'Amazon', logo: 'assets/images/carriers/amazon.png' },
  { carrier: 'Purolator', logo: 'assets/images/carriers/purolator.png' },
  { carrier: 'UPS', logo: 'assets/images/carriers/ups.png' },
  { carrier: 'DHL', logo: 'assets/images/carriers/dhl.png' },
  { carrier: 'Canpar', logo: 'assets/images/carriers/canpar.png' },
  { carrier: 'Canada Post', logo: 'assets/images/carriers/canada-post.png' },
  { carrier: 'FedEx', logo: 'assets/images/carriers/fedex.png' },
  { carrier: 'Intelcom', logo: 'assets/images/carriers/intelcom.png' },
];

export const DEMO_CARRIERS: readonly DemoCarrier[] = [
  { name: 'Amazon', weight: 30, cold: false },
  { name: 'Canada Post', weight: 15, cold: false },
  { name: 'Purolator', weight: 10, cold: false },
  { name: 'Intelcom', weight: 10, cold: false },
  { name: 'UPS', weight: 9, cold: false },
  { name: 'FedEx', weight: 9, cold: false },
  { name: 'DHL', weight: 5, cold: false },
  { name: 'Canpar', weight: 5, cold: false },
  { name: 'grocery', weight: 2, cold: true },
  { name: 'food', weight: 2, cold: true },
  { name: 'personal', weight: 1.5, cold: false },
  { name: 'Nationex', weight: 0.6, cold: false },
  { name: 'GoBolt', weight: 0.4, cold: false },
];
