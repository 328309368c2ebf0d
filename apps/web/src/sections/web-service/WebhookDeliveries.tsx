// One webhook's delivery log (60314): each event, whether it arrived, the tries, the receiver's last answer, when
// the next try is due, and "retry now" (60316) for one that waits or gave up.
import { retryWebhookDeliveryAct, webhookDeliveriesAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';

const STATE_BADGE = {
  pending: 'text-bg-warning',
  delivered: 'text-bg-success',
  failed: 'text-bg-danger',
} as const;

export function WebhookDeliveries({ webhook }: { webhook: number }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    queryKey: ['webhooks', 'deliveries', webhook],
    queryFn: () => act(webhookDeliveriesAct, { id: webhook, offset: 0, count: 20 }),
  });
  const retry = useMutation({
    mutationFn: (delivery: number) => act(retryWebhookDeliveryAct, { delivery }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
    onError: (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message })),
  });
  const when = (value: string | null) => (value ? formatZonedDateTime(value, undefined, i18n.language) : '');
  const items = deliveries.data?.items ?? [];
  if (deliveries.isSuccess && items.length === 0) {
    return <p className="text-body-secondary mb-0">{t('webService.webhooks.noDeliveries')}</p>;
  }
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0" data-testid={`webhook-deliveries-${webhook}`}>
        <caption className="visually-hidden">{t('webService.webhooks.log')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webService.webhooks.eventColumn')}</th>
            <th scope="col">{t('webService.webhooks.stateColumn')}</th>
            <th scope="col">{t('webService.webhooks.answerColumn')}</th>
            <th scope="col">{t('webService.webhooks.timeColumn')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('webService.webhooks.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((delivery) => (
            <tr key={delivery.id}>
              <td>{t(`webService.webhooks.event.${delivery.event}`)}</td>
              <td>
                <span className={`badge ${STATE_BADGE[delivery.state]}`}>
                  {t(`webService.webhooks.state.${delivery.state}`)}
                </span>
                <div className="small text-body-secondary">
                  {t('webService.webhooks.attempts', { count: delivery.attempts })}
                </div>
              </td>
              <td className="small">
                {delivery.status_code !== null && <div>HTTP {delivery.status_code}</div>}
                {delivery.error && <div className="text-danger text-break">{delivery.error}</div>}
              </td>
              <td className="small">
                <div>{when(delivery.last_attempt_at ?? delivery.created_at)}</div>
                {delivery.next_attempt_at && (
                  <div className="text-body-secondary">
                    {t('webService.webhooks.nextTry', { when: when(delivery.next_attempt_at) })}
                  </div>
                )}
              </td>
              <td className="text-end">
                {delivery.state !== 'delivered' && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(delivery.id)}
                  >
                    {t('webService.webhooks.retry')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
