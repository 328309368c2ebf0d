// The bike section (spec §2's bike menu, act block 58000–58999): bike parking locations with their docks or bays,
// parking and rental sessions, abandoned bikes' collections, and the bike family's home with its key figures.
import { defineSection } from '../define-section.js';
import {
  bikeCollectionListAct,
  bikeCollectionResultAct,
  bikeFiguresAct,
  bikeFlagAct,
  bikeLocationListAct,
  bikeScheduleAct,
  bikeSessionEndAct,
  bikeSessionListAct,
} from './bike.acts.js';
import { pages } from './bike.pages.js';

export * from './bike.acts.js';
export * from './bike.device.js';
export * from './bike.vocabulary.js';

export const bikeSection = defineSection({
  id: 'bike',
  summary:
    'Bike lockers: parking locations with docks or bays, parking and rental sessions, abandoned-bike collections, and the bike home.',
  acts: [
    bikeLocationListAct,
    bikeFiguresAct,
    bikeSessionListAct,
    bikeSessionEndAct,
    bikeCollectionListAct,
    bikeFlagAct,
    bikeScheduleAct,
    bikeCollectionResultAct,
  ],
  operations: {
    'bike-session-ended': { category: 'Machine', template: 'Bike session at {} ended by staff' },
    'bike-flagged': { category: 'Machine', template: 'Bike at {} flagged as abandoned' },
    'bike-collection-scheduled': { category: 'Machine', template: 'Bike collection at {} scheduled' },
    'bike-collection-recorded': { category: 'Machine', template: 'Bike collection at {} recorded' },
  },
  pages,
});
