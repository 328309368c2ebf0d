// What a webhook's row menu and its delivery log page do: send a test (60315), switch it on or off (60312), renew
// its secret (60317, the new one shown once), delete it (60313) and retry a delivery (60316). Each success
// refreshes every webhook list and log.
import {
  deleteWebhookAct,
  retryWebhookDeliveryAct,
  rotateWebhookSecretAct,
  testWebhookAct,
  updateWebhookAct,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import type { Webhook } from './webhook-draft';

export function useWebhookActions(onSecret: (secret: string) => void) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
  const failed = (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message }));
  const test = useMutation({
    mutationFn: (id: number) => act(testWebhookAct, { id }),
    onSuccess: (delivery) => {
      if (delivery.state === 'delivered') toast.success(t('webService.webhooks.testArrived'));
      else toast.warning(t('webService.webhooks.testFailed'));
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
  const renew = useMutation({
    mutationFn: (id: number) => act(rotateWebhookSecretAct, { id }),
    onSuccess: (answer) => {
      onSecret(answer.secret);
      refresh();
    },
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
  const retry = useMutation({
    mutationFn: (delivery: number) => act(retryWebhookDeliveryAct, { delivery }),
    onSuccess: refresh,
    onError: failed,
  });
  return {
    test: (id: number) => test.mutate(id),
    toggle: (webhook: Webhook) => toggle.mutate(webhook),
    renew: (webhook: Webhook) => {
      if (window.confirm(t('webService.webhooks.confirmRenew', { url: webhook.url })))
        renew.mutate(webhook.id);
    },
    remove: (webhook: Webhook, onDeleted?: () => void) => {
      if (window.confirm(t('webService.webhooks.confirmDelete', { url: webhook.url })))
        remove.mutate(webhook.id, { onSuccess: onDeleted });
    },
    retry: (delivery: number) => retry.mutate(delivery),
  };
}
