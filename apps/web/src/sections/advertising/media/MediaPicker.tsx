// The file of a new ad item: chosen, uploaded at once (the server checks what it really is), and described by what
// the server found; a size that differs from the picture size chosen is said before the item is added.
import type { AdMedia } from '@bluemanager/protocol';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../session/session-context';
import { FieldIssue } from '../../../shared/form/FieldIssue';
import { sizeLabel } from '../groups/picture-size';
import { uploadAdMedia } from './upload-media';

interface Props {
  id: string;
  media: AdMedia | null;
  /** The picture size chosen, 'WxH'. */
  size: string;
  /** The form's issue for the file, if any. */
  message: string | undefined;
  onMedia(media: AdMedia | null): void;
}

export function MediaPicker({ id, media, size, message, onMedia }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const upload = useMutation({
    mutationFn: (file: File) => uploadAdMedia(user.token, file),
    onMutate: () => onMedia(null),
    onSuccess: (uploaded) => onMedia(uploaded),
  });
  const actual = media ? `${media.width}x${media.height}` : '';
  const problem = upload.error
    ? t('adMedia.refused', { reason: upload.error.message })
    : media && actual !== size
      ? t('adMedia.mismatch', { actual: sizeLabel(actual), size: sizeLabel(size) })
      : message;
  const describedBy = [`${id}-help`, problem ? `${id}-issue` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {t('adMedia.file')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,video/mp4"
        className={`form-control${problem ? ' is-invalid' : ''}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        data-testid="item-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      <div id={`${id}-help`} className="form-text">
        {upload.isPending
          ? t('adMedia.checking')
          : media
            ? [
                t('adMedia.uploaded', {
                  kind: t(`adMedia.kinds.${media.kind}`),
                  width: media.width,
                  height: media.height,
                }),
                media.duration_seconds ? t('adMedia.filmSeconds', { seconds: media.duration_seconds }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : t('adMedia.fileHint')}
      </div>
      <FieldIssue id={`${id}-issue`} message={problem} />
    </div>
  );
}
