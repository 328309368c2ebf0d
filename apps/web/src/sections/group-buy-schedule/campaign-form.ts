// The campaign form's values and the parameters of acts 65003/65004 they become: prices typed in the campaign's
// currency are read as integer cents (never through a float), the deadline typed in the browser's zone becomes an
// instant, and each issue of a parameter lands on the field that shows it.
import type { groupBuyCreateAct } from '@bluemanager/protocol';
import {
  decimalText,
  groupBuyUpdateAct,
  parseMoney,
  type ActParams,
  type CampaignItem,
  type Currency,
} from '@bluemanager/protocol';
import type { Path } from 'react-hook-form';
import { instantOfLocal, localInputValue } from '../../format/time';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface CampaignDraft {
  name: string;
  description: string;
  currency: Currency;
  minimum: string;
  deadline: string;
  buids: string[];
  tiers: { min: string; price: string }[];
}

const WEEK_MS = 7 * 86_400_000;

export function emptyCampaign(now: number): CampaignDraft {
  return {
    name: '',
    description: '',
    currency: 'CAD',
    minimum: '10',
    deadline: localInputValue(new Date(now + WEEK_MS)),
    buids: [],
    tiers: [
      { min: '1', price: '' },
      { min: '10', price: '' },
    ],
  };
}

export function draftOf(campaign: CampaignItem): CampaignDraft {
  return {
    name: campaign.name,
    description: campaign.description,
    currency: campaign.currency,
    minimum: String(campaign.minimum),
    deadline: localInputValue(campaign.deadline),
    buids: campaign.buildings.map((building) => String(building.buid)),
    tiers: campaign.tiers.map((tier) => ({
      min: String(tier.min),
      price: decimalText({ amount: tier.amount, currency: campaign.currency }),
    })),
  };
}

/** A typed count or price that is not one stays as NaN, which the schema refuses on its field. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The fields both acts take (65003 takes only these). */
export function campaignFields(draft: CampaignDraft): ActParams<typeof groupBuyCreateAct> {
  return {
    name: draft.name,
    description: draft.description,
    currency: draft.currency,
    minimum: whole(draft.minimum),
    deadline: instantOfLocal(draft.deadline),
    buids: draft.buids.map(Number),
    tiers: draft.tiers.map((tier) => ({
      min: whole(tier.min),
      amount: parseMoney(tier.price, draft.currency)?.amount ?? Number.NaN,
    })),
  };
}

/** An edit's parameters; a new campaign is checked with the id of none yet (1), which the create act never sends. */
export function campaignParams(draft: CampaignDraft, id?: number): ActParams<typeof groupBuyUpdateAct> {
  return { id: id ?? 1, ...campaignFields(draft) };
}

/** Issues of `tiers.N.amount` show on the price field; the rest on the field of the same name. */
function fieldOf(path: string): Path<CampaignDraft> {
  const tier = /^tiers\.(\d+)\.(min|amount)$/.exec(path);
  if (tier) return `tiers.${Number(tier[1])}.${tier[2] === 'amount' ? 'price' : 'min'}`;
  const root = path.split('.')[0] ?? '';
  return (
    ['name', 'description', 'currency', 'minimum', 'deadline', 'buids', 'tiers'].includes(root)
      ? root
      : 'name'
  ) as Path<CampaignDraft>;
}

/** The update act's schema checks both forms: a new campaign only lacks the id, which is filled in. */
export function campaignMapping(id?: number): ActFormMapping<CampaignDraft> {
  return {
    schema: groupBuyUpdateAct.params,
    paramsOf: (draft) => campaignParams(draft, id),
    fieldOf,
  };
}
