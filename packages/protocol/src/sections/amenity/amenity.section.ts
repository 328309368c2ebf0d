// The amenity section (spec §2's amenity menu, act block 59000–59099): machines that lend items (chargers,
// umbrellas, tools) with their slots and stock, the BlueTags bound to members or items, the deposits held while an
// item is out with their ledger, and the amenity family's home with its key figures.
import { defineSection } from '../define-section.js';
import {
  amenityDepositListAct,
  amenityDepositSettleAct,
  amenityFiguresAct,
  amenityLedgerAct,
  amenityMachineListAct,
  amenityMachinePageAct,
  amenityTagBlockAct,
  amenityTagCandidatesAct,
  amenityTagIssueAct,
  amenityTagListAct,
  amenityTagReplaceAct,
} from './amenity.acts.js';
import { pages } from './amenity.pages.js';

export * from './amenity.acts.js';
export * from './amenity.device.js';
export * from './amenity.vocabulary.js';

export const amenitySection = defineSection({
  id: 'amenity',
  summary:
    'Amenity machines: items lent from slots, BlueTags bound to members or items, deposits and their ledger, and the amenity home.',
  acts: [
    amenityMachineListAct,
    amenityMachinePageAct,
    amenityFiguresAct,
    amenityTagListAct,
    amenityTagIssueAct,
    amenityTagBlockAct,
    amenityTagReplaceAct,
    amenityDepositListAct,
    amenityLedgerAct,
    amenityDepositSettleAct,
    amenityTagCandidatesAct,
  ],
  operations: {
    'amenity-tag-issued': { category: 'Member', template: 'BlueTag {} issued' },
    'amenity-tag-blocked': { category: 'Member', template: 'BlueTag {} blocked' },
    'amenity-tag-replaced': { category: 'Member', template: 'BlueTag {} replaced' },
    'amenity-deposit-settled': { category: 'Machine', template: 'Deposit for {} settled by staff' },
  },
  pages,
});
