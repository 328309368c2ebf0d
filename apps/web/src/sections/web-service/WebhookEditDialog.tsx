// Editing a webhook (60312): the same fields as adding one, plus on/off; the secret stays (renewing it is its own
// action). Save stays off until something changed; the server's refusal (a plain-http address, say) is shown as
// it says it.
import { updateWebhookAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { draftChanged, draftOf, webhookFields, type Webhook } from './webhook-draft';
import { WebhookFields } from './WebhookFields';

const TITLE_ID = 'webhook-edit-title';

function EditForm({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(webhook));
  const save = useMutation({
    mutationFn: () => act(updateWebhookAct, { id: webhook.id, ...webhookFields(draft) }),
    onSuccess: () => {
      toast.success(t('webService.webhooks.saved'));
      void queryClient.invalidateQueries({ queryKey: ['webhooks'] });
      onClose();
    },
    onError: (error: Error) => toast.error(t('webService.webhooks.failed', { reason: error.message })),
  });
  const unchanged = !draftChanged(draft, webhook);
  return (
    <DialogForm
      titleId={TITLE_ID}
      title={t('webService.webhooks.editTitle')}
      testId="webhook-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.url.trim() === '' || draft.events.length === 0) {
          toast.error(t('webService.webhooks.incomplete'));
          return;
        }
        save.mutate();
      }}
      footer={{
        onCancel: onClose,
        pending: save.isPending,
        submitLabel: t('webService.webhooks.save'),
        testId: 'webhook-edit-save',
        unchanged,
      }}
    >
      <WebhookFields idPrefix="webhook-edit" draft={draft} onChange={setDraft} withActive />
    </DialogForm>
  );
}

export function WebhookEditDialog({
  webhook,
  onClose,
}: {
  webhook: Webhook | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={webhook} onClose={onClose} titleId={TITLE_ID}>
      {(target) => <EditForm webhook={target} onClose={onClose} />}
    </FormDialog>
  );
}
