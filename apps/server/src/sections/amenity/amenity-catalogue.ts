// What the demo machines lend, by kind: the names an operator gives its items, the deposit each holds (minor units,
// CAD) and how long a member may keep one. Used by the seed only; a real operator stocks its own.
import type { AmenityItemKind } from '@bluemanager/protocol';

export interface ItemKindFacts {
  names: readonly string[];
  deposit_cents: number;
  loan_hours: number;
}

export const ITEM_CATALOGUE: Readonly<Record<AmenityItemKind, ItemKindFacts>> = {
  charger: {
    names: ['USB-C power bank', 'Phone charger', 'Laptop charger'],
    deposit_cents: 2000,
    loan_hours: 24,
  },
  umbrella: { names: ['Umbrella', 'Golf umbrella'], deposit_cents: 1500, loan_hours: 48 },
  tool: { names: ['Cordless drill', 'Tool kit', 'Screwdriver set'], deposit_cents: 5000, loan_hours: 72 },
  sports: { names: ['Yoga mat', 'Basketball', 'Tennis rackets'], deposit_cents: 2500, loan_hours: 24 },
};
