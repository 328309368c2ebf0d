// A new key's PIN or QR code, shown this once (the server keeps only its hash); a QR code is drawn for the courier
// to scan or print, with its text to copy.
import type { KeyMethod } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';
import { QrImage } from './QrImage';

export interface CreatedKey {
  courier: string;
  method: KeyMethod;
  secret: string;
}

const NAMES = {
  id: 'key-secret',
  dialogTestId: 'key-secret-dialog',
  fieldTestId: 'key-secret',
  doneTestId: 'key-secret-done',
};

export function KeySecretDialog({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = created.method === 'qr';
  const texts = {
    title: t('bluekey.secret.title', { courier: created.courier }),
    warning: t(qr ? 'bluekey.secret.warningQr' : 'bluekey.secret.warningPin'),
    label: t(qr ? 'bluekey.secret.labelQr' : 'bluekey.secret.labelPin'),
    copy: t('bluekey.secret.copy'),
    copied: t('bluekey.secret.copied'),
    copyFailed: t('bluekey.secret.copyFailed'),
    done: t('bluekey.secret.done'),
    usage: t('bluekey.secret.usage'),
  };
  return (
    <ShownOnceDialog secret={created.secret} texts={texts} names={NAMES} onClose={onClose}>
      {qr && <QrImage text={created.secret} alt={t('bluekey.secret.qrAlt', { courier: created.courier })} />}
    </ShownOnceDialog>
  );
}
