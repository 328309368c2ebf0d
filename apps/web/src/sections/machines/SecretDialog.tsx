// The device secret of a new or reissued credential, shown this once (the server keeps only the public key).
import { useTranslation } from 'react-i18next';
import { readableMachineName } from '../../format/machine-name';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';

export interface IssuedSecret {
  uuid: string;
  name: string;
  secret: string;
}

const NAMES = {
  id: 'machine-secret',
  dialogTestId: 'secret-dialog',
  fieldTestId: 'device-secret',
  doneTestId: 'secret-done',
};

export function SecretDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = {
    title: t('machines.secret.title', { name: readableMachineName(issued.name) }),
    warning: t('machines.secret.warning'),
    label: t('machines.secret.label'),
    copy: t('machines.secret.copy'),
    copied: t('machines.secret.copied'),
    copyFailed: t('machines.secret.copyFailed'),
    done: t('machines.secret.done'),
  };
  return <ShownOnceDialog secret={issued.secret} texts={texts} names={NAMES} onClose={onClose} />;
}
