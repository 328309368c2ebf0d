// A webhook's signing secret, shown once: after adding a webhook and after renewing its secret.
import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';

export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
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
      onClose={onClose}
    />
  );
}
