// Creating a campaign (`#/group-buy-schedule/new`, act 65003) or changing one (`#/group-buy-schedule/{id}/edit`,
// act 65004): product, currency, price tiers, minimum, deadline (typed in the user's own zone, said beside the
// field) and pickup buildings. Once members have joined, the currency and tiers are shown but frozen.
import {
  CURRENCIES,
  groupBuyCreateAct,
  groupBuyDetailAct,
  groupBuyUpdateAct,
  type CampaignDetail,
  type CampaignItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { zoneLabel } from '../../format/time';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { AccessRefused } from '../../shared/AccessRefused';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import {
  campaignFields,
  campaignMapping,
  campaignParams,
  draftOf,
  emptyCampaign,
  type CampaignDraft,
} from './campaign-form';
import { campaignPath } from './group-buy-columns';
import { TiersEditor } from './TiersEditor';

const INVALID_KEYS = ['name', 'description', 'minimum', 'deadline', 'buids', 'min', 'amount', 'tiers'];

function CampaignForm({ campaign }: { campaign: CampaignItem | undefined }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const buildings = useBuildingOptions();
  const mapping = useMemo(() => campaignMapping(campaign?.id), [campaign?.id]);
  const defaults = useMemo(() => (campaign ? draftOf(campaign) : emptyCampaign(Date.now())), [campaign]);
  const actForm = useActForm<CampaignDraft>(mapping, defaults);
  const { form } = actForm;
  const frozen = (campaign?.participants ?? 0) > 0;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: CampaignDraft): Promise<CampaignDetail> =>
      campaign
        ? act(groupBuyUpdateAct, campaignParams(draft, campaign.id))
        : act(groupBuyCreateAct, campaignFields(draft)),
    savedText: (detail) => t('groupBuy.form.saved', { name: detail.campaign.name }),
    refresh: [['group-buy']],
    onSaved: (detail) => void navigate(campaignPath(detail.campaign.id)),
  });
  const issueOf = (field: string) =>
    issueMessage(form.formState.errors, field, (name) => {
      const last = name.split('.').at(-1) ?? '';
      const key = last === 'price' ? 'amount' : last;
      return t(`groupBuy.form.invalid.${INVALID_KEYS.includes(key) ? key : 'other'}`);
    });
  const buildingsIssue = issueOf('buids');
  return (
    <form onSubmit={submit} noValidate data-testid="campaign-form">
      <div className="row g-3">
        <div className="col-12 col-xl-6">
          <TitledCard title={t('groupBuy.detail.facts')}>
            <div className="row g-3">
              <FormField
                id="campaign-name"
                className="col-12"
                label={t('groupBuy.form.name')}
                input={{ maxLength: 120 }}
                registration={form.register('name')}
                message={issueOf('name')}
              />
              <div className="col-12">
                <label className="form-label" htmlFor="campaign-description">
                  {t('groupBuy.form.description')}
                </label>
                <textarea
                  id="campaign-description"
                  rows={3}
                  maxLength={2000}
                  {...issueProps('campaign-description', issueOf('description'))}
                  {...form.register('description')}
                />
                <FieldIssue id="campaign-description-issue" message={issueOf('description')} />
              </div>
              {frozen ? (
                <div className="col-12 col-md-6">
                  <span className="form-label d-block">{t('groupBuy.form.currency')}</span>
                  <span data-testid="campaign-currency">{campaign?.currency}</span>
                </div>
              ) : (
                <SelectField
                  id="campaign-currency"
                  className="col-12 col-md-6"
                  label={t('groupBuy.form.currency')}
                  control={form.control}
                  name="currency"
                  message={issueOf('currency')}
                >
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </SelectField>
              )}
              <FormField
                id="campaign-minimum"
                label={t('groupBuy.form.minimum')}
                type="number"
                registration={form.register('minimum')}
                message={issueOf('minimum')}
              />
              <div className="col-12">
                <label className="form-label" htmlFor="campaign-deadline">
                  {t('groupBuy.form.deadline', { zone: zoneLabel(Date.now(), undefined, i18n.language) })}
                </label>
                <input
                  id="campaign-deadline"
                  type="datetime-local"
                  {...issueProps('campaign-deadline', issueOf('deadline'))}
                  {...form.register('deadline')}
                />
                <FieldIssue id="campaign-deadline-issue" message={issueOf('deadline')} />
              </div>
            </div>
          </TitledCard>
        </div>
        <div className="col-12 col-xl-6 d-flex flex-column gap-3">
          <TitledCard title={t('groupBuy.form.tiers')}>
            <TiersEditor form={form} issueOf={issueOf} frozen={frozen} />
          </TitledCard>
          <TitledCard title={t('groupBuy.form.buildings')}>
            <fieldset aria-describedby={buildingsIssue ? 'campaign-buildings-issue' : undefined}>
              <legend className="visually-hidden">{t('groupBuy.form.buildings')}</legend>
              <div className="overflow-auto" style={{ maxHeight: '16rem' }}>
                {buildings.map((building) => (
                  <div className="form-check" key={building.value}>
                    <input
                      id={`campaign-building-${building.value}`}
                      type="checkbox"
                      className="form-check-input"
                      value={building.value}
                      {...form.register('buids')}
                    />
                    <label className="form-check-label" htmlFor={`campaign-building-${building.value}`}>
                      {building.label}
                    </label>
                  </div>
                ))}
              </div>
              <FieldIssue id="campaign-buildings-issue" message={buildingsIssue} />
            </fieldset>
          </TitledCard>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
        <button type="button" className="btn btn-secondary" onClick={() => void navigate(-1)}>
          {t('groupBuy.form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending} data-testid="campaign-save">
          {pending ? t('groupBuy.form.saving') : t('groupBuy.form.save')}
        </button>
      </div>
    </form>
  );
}

export function GroupBuyFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const act = useAct();
  const editing = id !== undefined;
  const valid = !editing || /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['group-buy', 'detail', id],
    queryFn: () => act(groupBuyDetailAct, { id: Number(id) }),
    enabled: editing && valid,
  });
  const campaign = detail.data?.campaign;
  const title = campaign
    ? t('groupBuy.form.editTitle', { name: campaign.name })
    : editing
      ? t('groupBuy.title')
      : t('groupBuy.form.createTitle');
  return (
    <SectionPage menuId="group-buy-schedule" title={title}>
      {(!valid || detail.isError) && <AccessRefused message={t('groupBuy.detail.notFound')} />}
      {editing && valid && detail.isPending && <p role="status">{t('app.loading')}</p>}
      {(!editing || campaign) && <CampaignForm key={campaign?.updated_at ?? 'new'} campaign={campaign} />}
    </SectionPage>
  );
}
