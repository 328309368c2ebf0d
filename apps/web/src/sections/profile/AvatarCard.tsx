// The profile picture: the current avatar, a file choice that uploads at once (the type and size are checked again
// by the server from the bytes), and going back to the default. The navbar's avatar follows at once: both read
// the same user-info query, refreshed here.
import { AVATAR_MAX_BYTES, removeMyAvatarAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { avatarUrl } from '../../format/avatar';
import { useUser } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';
import { UploadError, uploadAvatar } from './upload-avatar';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MEGABYTE = 1024 * 1024;

export function AvatarCard({ avatar }: { avatar: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const act = useAct();
  const queryClient = useQueryClient();
  const inputId = useId();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['user-info', user.ret] });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(user.token, file),
    onSuccess: () => {
      toast.success(t('profile.avatar.saved'));
      refresh();
    },
    onError: (error) =>
      toast.error(
        error instanceof UploadError && error.code === 'PAYLOAD_TOO_LARGE'
          ? t('profile.avatar.tooLarge', { size: AVATAR_MAX_BYTES / MEGABYTE })
          : t('profile.avatar.refused', { reason: error.message }),
      ),
  });
  const remove = useMutation({
    mutationFn: () => act(removeMyAvatarAct, {}),
    onSuccess: () => {
      toast.success(t('profile.avatar.removed'));
      refresh();
    },
    onError: (error) => toast.error(t('profile.failed', { reason: error.message })),
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    // Said before the round trip; the server decides again from the bytes.
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('profile.avatar.tooLarge', { size: AVATAR_MAX_BYTES / MEGABYTE }));
      return;
    }
    upload.mutate(file);
  };
  const custom = avatar.startsWith('/avatars/');
  return (
    <TitledCard title={t('profile.avatar.title')} className="mb-3" testId="profile-avatar">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <img
          src={avatarUrl(avatar)}
          alt={t('profile.avatar.alt', { name: user.username })}
          width={120}
          height={120}
          className="rounded-circle border"
          data-testid="profile-avatar-image"
        />
        <div>
          <label
            htmlFor={inputId}
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1 mb-2"
          >
            <Upload size={16} aria-hidden="true" />
            {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.choose')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            aria-describedby={`${inputId}-help`}
            data-testid="avatar-file"
            disabled={upload.isPending}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {custom && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm ms-2 mb-2"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              {t('profile.avatar.remove')}
            </button>
          )}
          <div id={`${inputId}-help`} className="form-text">
            {t('profile.avatar.help', { size: AVATAR_MAX_BYTES / MEGABYTE })}
          </div>
        </div>
      </div>
    </TitledCard>
  );
}
