// The family homes' texts, one block per language, loaded with the section as `familyHomes` (see catalogue.ts).
export const familyHomesEn = {
  bike: {
    title: 'Bike lockers',
    intro: 'The bike lockers of your buildings. Open one to see its docks, its events and its parcels.',
    empty: 'No bike locker matches.',
  },
  miniBox: {
    title: 'MiniBox lockers',
    intro: 'The mini-box lockers of your buildings. Open one to see its boxes and its events.',
    empty: 'No mini-box locker matches.',
  },
};

export type FamilyHomesCatalogue = typeof familyHomesEn;
