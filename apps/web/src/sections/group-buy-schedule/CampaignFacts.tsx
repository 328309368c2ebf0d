// A campaign's facts: its state, product, minimum and count, the price reached, the deadline in each pickup
// building's own zone, and that nothing is charged before it succeeds.
import { formatMoney, type CampaignItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStateBadge } from './CampaignState';

export function CampaignFacts({ campaign }: { campaign: CampaignItem }) {
  const { t, i18n } = useTranslation();
  const zones = [...new Map(campaign.buildings.map((building) => [building.tz, building])).values()];
  return (
    <>
      <dl className="row mb-3" data-testid="campaign-facts">
        <dt className="col-5 col-sm-4">{t('groupBuy.columns.state')}</dt>
        <dd className="col-7 col-sm-8">
          <CampaignStateBadge state={campaign.state} />
        </dd>
        {campaign.description && (
          <>
            <dt className="col-5 col-sm-4">{t('groupBuy.detail.description')}</dt>
            <dd className="col-7 col-sm-8" style={{ whiteSpace: 'pre-wrap' }}>
              {campaign.description}
            </dd>
          </>
        )}
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.price')}</dt>
        <dd className="col-7 col-sm-8 fw-semibold">{formatMoney(campaign.price, i18n.language)}</dd>
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.minimum')}</dt>
        <dd className="col-7 col-sm-8">{formatNumber(campaign.minimum, i18n.language)}</dd>
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.participants')}</dt>
        <dd className="col-7 col-sm-8">
          <CampaignProgress campaign={campaign} />
        </dd>
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.units')}</dt>
        <dd className="col-7 col-sm-8">{formatNumber(campaign.units, i18n.language)}</dd>
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.deadline')}</dt>
        <dd className="col-7 col-sm-8">
          {zones.map((building) => (
            <div key={building.tz}>
              {formatZonedDateTime(campaign.deadline, building.tz, i18n.language)}
              {zones.length > 1 && <span className="text-body-secondary"> · {building.bname}</span>}
            </div>
          ))}
        </dd>
        {campaign.closed_at && (
          <>
            <dt className="col-5 col-sm-4">{t('groupBuy.detail.closed')}</dt>
            <dd className="col-7 col-sm-8">
              {formatZonedDateTime(campaign.closed_at, campaign.tz, i18n.language)}
            </dd>
          </>
        )}
        <dt className="col-5 col-sm-4">{t('groupBuy.detail.buildings')}</dt>
        <dd className="col-7 col-sm-8">
          <ul className="list-unstyled mb-0">
            {campaign.buildings.map((building) => (
              <li key={building.buid}>{building.bname}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="small text-body-secondary mb-0">{t('groupBuy.detail.held')}</p>
    </>
  );
}
