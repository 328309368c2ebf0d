// A new outgoing webhook (60311): its address, the events it gets and, optionally, one building; the signing secret
// comes back once and the page shows it in a dialog.
import { createWebhookAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { NEW_WEBHOOK, webhookFields } from './webhook-draft';
import { WebhookFields } from './WebhookFields';

export function WebhookForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(NEW_WEBHOOK);
  const create = useMutation({
    mutationFn: () => act(createWebhookAct, webhookFields(draft)),
    onSuccess: (answer) => {
      toast.success(t('webService.webhooks.created'));
      setDraft({ ...draft, url: '' });
      onSecret(answer.secret);
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    },
    onError: (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message })),
  });
  return (
    <form
      className="border rounded p-3 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
      data-testid="webhook-form"
    >
      <h3 className="h6">{t('webService.webhooks.add')}</h3>
      <WebhookFields idPrefix="webhook" draft={draft} onChange={setDraft} />
      <button
        type="submit"
        className="btn btn-primary"
        disabled={create.isPending || draft.url.trim() === '' || draft.events.length === 0}
      >
        {t('webService.webhooks.create')}
      </button>
    </form>
  );
}
