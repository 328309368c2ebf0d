// The token of a new API token, shown this once (the server keeps only its hash), with how to send it.
import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';

export interface CreatedToken {
  name: string;
  secret: string;
}

const NAMES = {
  id: 'token-secret',
  dialogTestId: 'token-secret-dialog',
  fieldTestId: 'token-secret',
  doneTestId: 'token-secret-done',
};

export function TokenSecretDialog({ created, onClose }: { created: CreatedToken; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = {
    title: t('tokens.secret.title', { name: created.name }),
    warning: t('tokens.secret.warning'),
    label: t('tokens.secret.label'),
    copy: t('tokens.secret.copy'),
    copied: t('tokens.secret.copied'),
    copyFailed: t('tokens.secret.copyFailed'),
    done: t('tokens.secret.done'),
    usage: t('tokens.secret.usage'),
  };
  return <ShownOnceDialog secret={created.secret} texts={texts} names={NAMES} onClose={onClose} />;
}
