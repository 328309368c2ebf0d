// What was composed to members (act 63014), newest first, each with its progress while its batches go out (read
// again every few seconds until every one is done), a link to its emails, and cancel for the rest (63015).
import { emailCampaignCancelAct, emailCampaignsAct, type EmailCampaignItem } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { TitledCard } from '../../shared/TitledCard';
import { PercentBar } from '../../shared/PercentBar';

const REFRESH_MS = 5_000;

function CampaignRow({ campaign, onCancel }: { campaign: EmailCampaignItem; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const done = campaign.sent + campaign.failed + campaign.cancelled;
  const percent = campaign.total === 0 ? 100 : Math.round((done / campaign.total) * 100);
  return (
    <li className="list-group-item px-0" data-testid="email-campaign">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div className="me-auto">
          <div className="fw-semibold text-break">{campaign.subject}</div>
          <div className="small text-body-secondary">
            {formatZonedDateTime(campaign.created_at, undefined, i18n.language)} ·{' '}
            {t('email.campaigns.by', { name: campaign.created_by })}
          </div>
        </div>
        <span
          className={`badge align-self-start ${campaign.status === 'done' ? 'bg-success-subtle text-success-emphasis' : campaign.status === 'cancelled' ? 'bg-secondary-subtle text-secondary-emphasis' : 'bg-primary-subtle text-primary-emphasis'}`}
        >
          {t(`email.campaigns.state.${campaign.status}`)}
        </span>
      </div>
      <PercentBar label={campaign.subject} percent={percent} className="my-2" thin />
      <div className="d-flex flex-wrap align-items-center gap-3 small">
        <span>
          {t('email.campaigns.progress', { sent: number(campaign.sent), total: number(campaign.total) })}
        </span>
        {campaign.failed > 0 && (
          <span className="text-danger-emphasis">
            {t('email.campaigns.failedCount', { count: campaign.failed })}
          </span>
        )}
        {campaign.cancelled > 0 && (
          <span>{t('email.campaigns.cancelledCount', { count: campaign.cancelled })}</span>
        )}
        {campaign.status === 'sending' && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm ms-auto"
            onClick={onCancel}
            aria-label={t('email.campaigns.cancelLabel', { subject: campaign.subject })}
          >
            {t('email.campaigns.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}

export function EmailCampaigns() {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const campaigns = useQuery({
    queryKey: ['email', 'campaigns'],
    queryFn: () => act(emailCampaignsAct, { offset: 0, count: 10 }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'sending') ? REFRESH_MS : false,
  });
  const cancel = useMutation({
    mutationFn: (campaign: EmailCampaignItem) => act(emailCampaignCancelAct, { id: campaign.id }),
    onSuccess: (answer) => {
      toast.success(t('email.campaigns.cancelled', { subject: answer.subject }));
      void queryClient.invalidateQueries({ queryKey: ['email'] });
    },
    onError: (error) => toast.error(t('email.failed', { reason: error.message })),
  });
  const items = campaigns.data?.items ?? [];
  return (
    <TitledCard title={t('email.campaigns.title')} testId="email-campaigns">
      {items.length === 0 ? (
        <p className="text-body-secondary mb-0">{campaigns.isPending ? '…' : t('email.campaigns.empty')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {items.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onCancel={() => cancel.mutate(campaign)} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
