// A carrier's logo from a picture file, through the image upload (profile/upload-avatar.ts): the server checks the
// bytes and re-encodes them; the file's size is said before the round trip.
import { AVATAR_MAX_BYTES } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUser } from '../../session/session-context';
import { uploadCarrierLogo } from '../profile/upload-avatar';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export function LogoUpload({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const inputId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => uploadCarrierLogo(user.token, carrierId, file),
    onSuccess: () => {
      toast.success(t('bluekey.carrier.logoSaved'));
      void queryClient.invalidateQueries({ queryKey: ['bluekey'] });
    },
    onError: (error) => toast.error(t('bluekey.failed', { reason: error.message })),
  });
  return (
    <div>
      <label
        htmlFor={inputId}
        className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
      >
        <Upload size={16} aria-hidden="true" />
        {t('bluekey.carrier.uploadLogo')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        aria-describedby={`${inputId}-help`}
        data-testid="logo-file"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > AVATAR_MAX_BYTES) {
            toast.error(t('bluekey.carrier.logoHelp'));
            return;
          }
          upload.mutate(file);
        }}
      />
      <div id={`${inputId}-help`} className="form-text">
        {t('bluekey.carrier.logoHelp')}
      </div>
    </div>
  );
}
