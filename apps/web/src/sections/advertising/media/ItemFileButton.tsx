// An item still waiting for its file (the demo's films) gets one here: chosen, uploaded, and given to the item
// (act 53023), which checks it against the item's type and picture size.
import { adItemMediaAct, type AdItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { useUser } from '../../../session/session-context';
import { uploadAdMedia } from './upload-media';

export function ItemFileButton({ item, name }: { item: AdItem; name: string }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const attach = useMutation({
    mutationFn: async (file: File) => {
      const media = await uploadAdMedia(user.token, file);
      return act(adItemMediaAct, { id: item.id, media: media.sha256 });
    },
    onSuccess: () => {
      toast.success(t('adMedia.attached', { name }));
      void queryClient.invalidateQueries({ queryKey: ['ad-groups'] });
    },
    onError: (error) => toast.error(t('adMedia.refused', { reason: error.message })),
  });
  const id = `item-file-${item.id}`;
  return (
    <label htmlFor={id} className={`btn btn-secondary btn-sm mb-0${attach.isPending ? ' disabled' : ''}`}>
      {attach.isPending ? t('adMedia.checking') : t('adMedia.attach', { name })}
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={item.type === 'video' ? 'video/mp4' : 'image/jpeg,image/png,image/webp'}
        disabled={attach.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) attach.mutate(file);
        }}
      />
    </label>
  );
}
