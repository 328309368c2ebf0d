// A temporary password, shown this once (the server keeps only its hash and never logs it), to hand over.
import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';

export interface ShownPassword {
  username: string;
  password: string;
  /** A new account, rather than a reset. */
  created: boolean;
}

const NAMES = {
  id: 'staff-password',
  dialogTestId: 'staff-password-dialog',
  fieldTestId: 'staff-password',
  doneTestId: 'staff-password-done',
};

export function PasswordDialog({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = {
    title: t(shown.created ? 'authority.password.createdTitle' : 'authority.password.resetTitle', {
      name: shown.username,
    }),
    warning: t('authority.password.warning'),
    label: t('authority.password.label'),
    copy: t('authority.password.copy'),
    copied: t('authority.password.copied'),
    copyFailed: t('authority.password.copyFailed'),
    done: t('authority.password.done'),
  };
  return <ShownOnceDialog secret={shown.password} texts={texts} names={NAMES} onClose={onClose} />;
}
