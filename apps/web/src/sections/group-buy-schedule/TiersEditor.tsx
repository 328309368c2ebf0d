// The price tiers as rows of "from how many participants" and "unit price": a field array, each issue under its row,
// frozen (read-only) once members have joined.
import { MAX_TIERS } from '@bluemanager/protocol';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import type { CampaignDraft } from './campaign-form';

interface TiersEditorProps {
  form: UseFormReturn<CampaignDraft>;
  issueOf: (field: string) => string | undefined;
  frozen: boolean;
}

export function TiersEditor({ form, issueOf, frozen }: TiersEditorProps) {
  const { t } = useTranslation();
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const currency = form.watch('currency');
  const listIssue = issueOf('tiers');
  return (
    <fieldset className="mb-3" aria-describedby="campaign-tiers-help">
      <legend className="visually-hidden">{t('groupBuy.form.tiers')}</legend>
      <p id="campaign-tiers-help" className="form-text mt-0">
        {frozen ? t('groupBuy.form.frozen') : t('groupBuy.form.tiersHelp')}
      </p>
      {tiers.fields.map((tier, index) => {
        const minIssue = issueOf(`tiers.${index}.min`);
        const priceIssue = issueOf(`tiers.${index}.price`);
        return (
          <div className="row g-2 mb-2 align-items-start" key={tier.id} data-testid="tier-row">
            <div className="col-5 col-md-4">
              <label className="form-label small mb-1" htmlFor={`tier-${index}-min`}>
                {t('groupBuy.form.tierFrom')}
              </label>
              <input
                id={`tier-${index}-min`}
                inputMode="numeric"
                readOnly={frozen}
                {...issueProps(`tier-${index}-min`, minIssue)}
                {...form.register(`tiers.${index}.min`)}
              />
              <FieldIssue id={`tier-${index}-min-issue`} message={minIssue} />
            </div>
            <div className="col-5 col-md-4">
              <label className="form-label small mb-1" htmlFor={`tier-${index}-price`}>
                {t('groupBuy.form.tierPrice', { currency })}
              </label>
              <input
                id={`tier-${index}-price`}
                inputMode="decimal"
                readOnly={frozen}
                {...issueProps(`tier-${index}-price`, priceIssue)}
                {...form.register(`tiers.${index}.price`)}
              />
              <FieldIssue id={`tier-${index}-price-issue`} message={priceIssue} />
            </div>
            {!frozen && (
              <div className="col-2 col-md-auto d-flex align-items-end">
                <button
                  type="button"
                  className="btn btn-secondary mt-4"
                  aria-label={t('groupBuy.form.removeTier', { number: index + 1 })}
                  disabled={tiers.fields.length <= 1}
                  onClick={() => tiers.remove(index)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            )}
          </div>
        );
      })}
      <FieldIssue id="campaign-tiers-issue" message={listIssue} />
      {!frozen && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={tiers.fields.length >= MAX_TIERS}
          onClick={() => tiers.append({ min: '', price: '' })}
          data-testid="tier-add"
        >
          <Plus size={16} aria-hidden="true" className="me-1" />
          {t('groupBuy.form.addTier')}
        </button>
      )}
    </fieldset>
  );
}
