// The campaign form: prices typed in the campaign's currency become whole cents without a float, and each rule of the
// act's tiers lands on the field that broke it (a count that does not rise on its count, a price that does not fall,
// or a typed price that is not one, on its price).
import { describe, expect, it } from 'vitest';
import { resolvedIssues } from '../../test/resolve-form';
import { campaignFields, campaignMapping, emptyCampaign, type CampaignDraft } from './campaign-form';

const NOW = Date.parse('2026-11-20T12:00:00Z');

const draft = (tiers: CampaignDraft['tiers']): CampaignDraft => ({
  ...emptyCampaign(NOW),
  name: 'Honey',
  buids: ['3'],
  tiers,
});

describe('the campaign form', () => {
  it('reads prices as whole cents and the buildings as numbers', () => {
    const params = campaignFields(
      draft([
        { min: '1', price: '32' },
        { min: '10', price: '27,95' },
      ]),
    );
    expect(params.tiers).toEqual([
      { min: 1, amount: 3200 },
      { min: 10, amount: 2795 },
    ]);
    expect(params.buids).toEqual([3]);
    expect(params.deadline).toBe(
      new Date(NOW + 7 * 86_400_000 - ((NOW + 7 * 86_400_000) % 60_000)).toISOString(),
    );
  });

  it('puts each tier rule on the field that broke it', async () => {
    const mapping = campaignMapping();
    expect(
      await resolvedIssues(
        mapping,
        draft([
          { min: '1', price: '32' },
          { min: '10', price: '28' },
        ]),
      ),
    ).toEqual({});
    expect(
      await resolvedIssues(
        mapping,
        draft([
          { min: '1', price: '32' },
          { min: '1', price: '33' },
        ]),
      ),
    ).toEqual({ 'tiers.1.min': 'schema', 'tiers.1.price': 'schema' });
    expect(
      await resolvedIssues(
        mapping,
        draft([
          { min: '1', price: '32' },
          { min: 'ten', price: '12.345' },
        ]),
      ),
    ).toEqual({ 'tiers.1.min': 'schema', 'tiers.1.price': 'schema' });
  });
});
