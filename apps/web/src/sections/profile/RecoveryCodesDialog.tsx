// The ten recovery codes, shown this once (after enrolment or a renewal): the server keeps only their hashes.
import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';

export function RecoveryCodesDialog({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      secret={codes.join('\n')}
      lines={codes}
      texts={{
        title: t('profile.twoFactor.shownTitle'),
        warning: t('profile.twoFactor.shownWarning'),
        label: t('profile.twoFactor.shownLabel'),
        copy: t('profile.twoFactor.copy'),
        copied: t('profile.twoFactor.copied'),
        copyFailed: t('profile.twoFactor.copyFailed'),
        done: t('profile.twoFactor.done'),
        usage: t('profile.twoFactor.shownUsage'),
      }}
      names={{
        id: 'recovery-codes',
        dialogTestId: 'recovery-codes-dialog',
        fieldTestId: 'recovery-codes',
        doneTestId: 'recovery-codes-done',
      }}
      onClose={onClose}
    />
  );
}
