// How far a campaign is toward its minimum: the shared share bar, with the count in words beside it.
import type { CampaignItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/numbers';
import { PercentBar, percentOf } from '../../shared/PercentBar';

export function CampaignProgress({ campaign }: { campaign: CampaignItem }) {
  const { t, i18n } = useTranslation();
  const words = {
    count: formatNumber(campaign.participants, i18n.language),
    minimum: formatNumber(campaign.minimum, i18n.language),
  };
  const reached = campaign.participants >= campaign.minimum;
  return (
    <div style={{ minWidth: '9rem' }}>
      <PercentBar
        thin
        label={t('groupBuy.progressLabel', { name: campaign.name, ...words })}
        percent={Math.min(100, percentOf(campaign.participants, campaign.minimum))}
        barClassName={reached ? 'bg-success' : ''}
      />
      <div className="small text-body-secondary mt-1">{t('groupBuy.progress', words)}</div>
    </div>
  );
}
