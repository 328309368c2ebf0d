// The camera view's texts, one block per language, loaded with the section as `camera` (see catalogue.ts).
export const cameraEn = {
  title: 'Security cameras',
  intro: 'The latest picture of each locker with a camera. Opening a picture is recorded in the logs.',
  lockersTitle: 'Lockers with a camera',
  none: 'No locker with a camera in your buildings.',
  count_one: '{{count}} picture kept',
  count_other: '{{count}} pictures kept',
  show: 'Show the picture',
  showOf: 'Show the picture of {{locker}}, {{time}}',
  pictureOf: 'Picture of {{locker}}: {{event}}, {{time}}',
  compartment: 'Compartment {{label}}',
  parcel: 'Parcel {{id}}',
  events: {
    'door-opened': 'Door opened',
    'door-closed': 'Door closed',
    'door-forced': 'Door forced open',
    deposit: 'Deposit',
    pickup: 'Pickup',
  },
  parcelTitle: "A parcel's pictures",
  parcelLabel: 'Parcel number',
  parcelFind: 'Find',
  parcelNone: 'No picture of this parcel.',
  failed: 'Could not load: {{reason}}',
};

export type CameraCatalogue = typeof cameraEn;
