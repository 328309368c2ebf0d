// Outgoing webhooks (60310–60316): the subscriptions in reach, each with its events, building, state and counts,
// a test send, switching it on or off, removing it, and its delivery log; a form adds one and the secret it gets is
// shown once.
import {
  canCall,
  createWebhookAct,
  deleteWebhookAct,
  testWebhookAct,
  updateWebhookAct,
  webhooksAct,
  type ActResult,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';
import { TitledCard } from '../../shared/TitledCard';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';

type Webhook = ActResult<typeof webhooksAct>['items'][number];

export function WebhooksCard() {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | undefined>();
  const [open, setOpen] = useState<number | undefined>();
  const webhooks = useQuery({
    queryKey: ['webhooks', 'list'],
    queryFn: () => act(webhooksAct, { offset: 0, count: 100 }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
  const failed = (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message }));
  const test = useMutation({
    mutationFn: (id: number) => act(testWebhookAct, { id }),
    onSuccess: (delivery, id) => {
      if (delivery.state === 'delivered') toast.success(t('webService.webhooks.testArrived'));
      else toast.warning(t('webService.webhooks.testFailed'));
      setOpen(id);
      refresh();
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: (webhook: Webhook) =>
      act(updateWebhookAct, {
        id: webhook.id,
        url: webhook.url,
        events: webhook.events,
        building: webhook.building,
        active: !webhook.active,
      }),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => act(deleteWebhookAct, { id }),
    onSuccess: () => {
      toast.success(t('webService.webhooks.deleted'));
      refresh();
    },
    onError: failed,
  });
  const items = webhooks.data?.items ?? [];
  return (
    <TitledCard title={t('webService.webhooks.title')} className="mt-3" testId="webhooks">
      <p className="text-body-secondary">{t('webService.webhooks.intro')}</p>
      {canCall(createWebhookAct, user) && <WebhookForm onSecret={setSecret} />}
      {webhooks.isError && <div className="alert alert-danger">{t('webService.webhooks.loadFailed')}</div>}
      {webhooks.isSuccess && items.length === 0 && <p>{t('webService.webhooks.none')}</p>}
      <ul className="list-group">
        {items.map((webhook) => (
          <li key={webhook.id} className="list-group-item" data-testid="webhook">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <div className="text-break">
                <div className="fw-semibold">{webhook.url}</div>
                <div className="small">
                  {webhook.events.map((event) => t(`webService.webhooks.event.${event}`)).join(', ')}
                </div>
                <div className="small text-body-secondary">
                  {webhook.building_name ?? t('webService.webhooks.allBuildings')}
                  {' · '}
                  {t('webService.webhooks.counts', { pending: webhook.pending, failed: webhook.failed })}
                </div>
              </div>
              <div className="d-flex flex-wrap align-items-start gap-2">
                <span className={`badge ${webhook.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {webhook.active ? t('webService.webhooks.on') : t('webService.webhooks.off')}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  disabled={test.isPending}
                  onClick={() => test.mutate(webhook.id)}
                >
                  {t('webService.webhooks.sendTest')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(webhook)}
                >
                  {webhook.active ? t('webService.webhooks.turnOff') : t('webService.webhooks.turnOn')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-expanded={open === webhook.id}
                  onClick={() => setOpen(open === webhook.id ? undefined : webhook.id)}
                >
                  {t('webService.webhooks.log')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('webService.webhooks.confirmDelete', { url: webhook.url })))
                      remove.mutate(webhook.id);
                  }}
                >
                  {t('webService.webhooks.delete')}
                </button>
              </div>
            </div>
            {open === webhook.id && (
              <div className="mt-2">
                <WebhookDeliveries webhook={webhook.id} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {secret && (
        <ShownOnceDialog
          secret={secret}
          texts={{
            title: t('webService.webhooks.secretTitle'),
            warning: t('webService.webhooks.secretWarning'),
            label: t('webService.webhooks.secretLabel'),
            copy: t('webService.webhooks.copy'),
            copied: t('webService.webhooks.copied'),
            copyFailed: t('webService.webhooks.copyFailed'),
            done: t('webService.webhooks.done'),
            usage: t('webService.webhooks.secretUsage'),
          }}
          names={{
            id: 'webhook-secret',
            dialogTestId: 'webhook-secret-dialog',
            fieldTestId: 'webhook-secret',
            doneTestId: 'webhook-secret-done',
          }}
          onClose={() => setSecret(undefined)}
        />
      )}
    </TitledCard>
  );
}
