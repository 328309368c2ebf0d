// A group's ad items (act 53020): each with its thumbnail, type, name and picture size shown apart (spec §3's
// 'name|WxH'), and its play time. An item is added (53021) from a file uploaded first (its kind sets the type, a
// film its play time), previewed on a screen of the chosen size; items are removed (53022) here.
import {
  AD_ITEM_TYPES,
  type AdMedia,
  adItemCreateAct,
  adItemDeleteAct,
  adItemsAct,
  type ActParams,
  type AdGroupItem,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Image, Trash2, Video } from 'lucide-react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../../shared/form/act-form';
import { FormField } from '../../../shared/form/FormField';
import { SelectField } from '../../../shared/form/SelectField';
import { TouchSpinField } from '../../../shared/form/TouchSpinField';
import { useActForm } from '../../../shared/form/use-act-form';
import { MediaPicker } from '../media/MediaPicker';
import { MockScreen } from '../media/MockScreen';
import { mediaSrc } from '../media/upload-media';
import { sizeLabel, splitItemName } from './picture-size';

/** The screen sizes lockers carry (portrait first: most locker screens stand upright). */
export const SCREEN_SIZES = [
  '1080x1920',
  '1920x1080',
  '768x1024',
  '1024x768',
  '720x1280',
  '1280x720',
] as const;

interface ItemDraft {
  type: string;
  name: string;
  size: string;
  duration: string;
  /** The uploaded file's sha256; '' until one is uploaded. */
  media: string;
}

const EMPTY_ITEM: ItemDraft = { type: 'image', name: '', size: SCREEN_SIZES[0], duration: '10', media: '' };

function itemParams(groupId: number, draft: ItemDraft): ActParams<typeof adItemCreateAct> {
  return {
    group_id: groupId,
    // The select offers only the act's types.
    type: AD_ITEM_TYPES.find((type) => type === draft.type) ?? 'image',
    name: draft.name.trim(),
    size: draft.size,
    duration_seconds: draft.duration,
    media: draft.media,
  };
}

function itemMapping(groupId: number): ActFormMapping<ItemDraft> {
  return {
    schema: adItemCreateAct.params,
    paramsOf: (draft) => itemParams(groupId, draft),
    fieldOf: (path) =>
      path === 'duration_seconds'
        ? 'duration'
        : path === 'type' || path === 'media'
          ? 'media'
          : path === 'size'
            ? 'size'
            : 'name',
  };
}

function ItemList({ group }: { group: AdGroupItem }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey: ['ad-groups', 'items', group.id],
    queryFn: () => act(adItemsAct, { group_id: group.id }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['ad-groups'] });
  const remove = useMutation({
    mutationFn: (id: number) => act(adItemDeleteAct, { id }),
    onSuccess: () => {
      toast.success(t('adGroups.items.removed'));
      refresh();
    },
    onError: (error) => toast.error(t('adGroups.failed', { reason: error.message })),
  });
  const mapping = itemMapping(group.id);
  const { form, showServerIssues } = useActForm<ItemDraft>(mapping, EMPTY_ITEM);
  const [uploaded, setUploaded] = useState<AdMedia | null>(null);
  const chosenSize = form.watch('size');
  const chosenName = form.watch('name');
  const takeMedia = (media: AdMedia | null) => {
    setUploaded(media);
    form.setValue('media', media?.sha256 ?? '');
    form.setValue('type', media?.kind ?? 'image');
    if (media?.duration_seconds) form.setValue('duration', String(media.duration_seconds));
    form.clearErrors('media');
  };
  const add = useMutation({
    mutationFn: (draft: ItemDraft) => act(adItemCreateAct, itemParams(group.id, draft)),
    onSuccess: (item) => {
      toast.success(t('adGroups.items.added', { name: splitItemName(item.name).name }));
      form.reset(EMPTY_ITEM);
      setUploaded(null);
      refresh();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('adGroups.failed', { reason: error.message }));
    },
  });
  const issueOf = (field: keyof ItemDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adGroups.items.invalid.${name}`));
  const submit = form.handleSubmit((draft) => add.mutate(draft));
  const rows = items.data?.items ?? [];
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-body-secondary" data-testid="items-empty">
          {t('adGroups.items.empty')}
        </p>
      ) : (
        <ul className="list-group mb-3" data-testid="item-list">
          {rows.map((item) => {
            const { name, size } = splitItemName(item.name);
            const Icon = item.type === 'video' ? Video : Image;
            const thumb = item.media ? mediaSrc(item.media.sha256, true) : undefined;
            return (
              <li
                key={item.id}
                className="list-group-item d-flex align-items-center gap-2"
                data-testid="item-row"
              >
                {thumb ? (
                  <img
                    src={thumb}
                    alt=""
                    width={48}
                    height={48}
                    className="rounded"
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <span
                    className="d-inline-flex align-items-center justify-content-center rounded bg-body-secondary"
                    style={{ width: 48, height: 48 }}
                  >
                    <Icon size={18} aria-hidden="true" />
                  </span>
                )}
                <span className="me-auto">
                  <span className="fw-semibold d-block" data-testid="item-name">
                    {name}
                  </span>
                  <span className="small text-body-secondary" data-testid="item-facts">
                    {t('adGroups.items.facts', {
                      type: t(`adGroups.items.types.${item.type}`),
                      size: size ? sizeLabel(size) : t('adGroups.items.noSize'),
                      seconds: item.duration_seconds,
                    })}
                    {!item.media && ` · ${t('adMedia.waiting')}`}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-link text-danger p-1"
                  aria-label={t('adGroups.items.remove', { name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(item.id)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="item-form">
        <h3 className="h6">{t('adGroups.items.addTitle')}</h3>
        <div className="row g-3 align-items-start">
          <div className="col-12 col-md-7">
            <MediaPicker
              id="item-file"
              media={uploaded}
              size={chosenSize}
              message={issueOf('media')}
              onMedia={takeMedia}
            />
          </div>
          <div className="col-12 col-md-5">
            <MediaPreview media={uploaded} size={chosenSize} name={chosenName} />
          </div>
        </div>
        <div className="row g-2 align-items-start">
          <SelectField
            id="item-size"
            className="col-6 col-md-4"
            label={t('adGroups.items.size')}
            control={form.control}
            name="size"
            message={issueOf('size')}
          >
            {SCREEN_SIZES.map((size) => (
              <option key={size} value={size}>
                {sizeLabel(size)}
              </option>
            ))}
          </SelectField>
          <FormField
            id="item-name"
            className="col-12 col-md-5"
            label={t('adGroups.items.name')}
            registration={form.register('name')}
            message={issueOf('name')}
            input={{ maxLength: 120 }}
          />
          <TouchSpinField
            id="item-duration"
            className="col-6 col-md-2"
            label={t('adGroups.items.duration')}
            control={form.control}
            name="duration"
            min={1}
            max={300}
            message={issueOf('duration')}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-sm mt-2"
          disabled={add.isPending}
          data-testid="add-item"
        >
          {t('adGroups.items.add')}
        </button>
      </form>
    </>
  );
}

function MediaPreview({ media, size, name }: { media: AdMedia | null; size: string; name: string }) {
  const { t } = useTranslation();
  const [width = 1080, height = 1920] = size.split('x').map(Number);
  const label = media
    ? t('adMedia.preview', { name: name.trim() || t(`adMedia.kinds.${media.kind}`), size: sizeLabel(size) })
    : t('adMedia.emptyPreview', { size: sizeLabel(size) });
  return <MockScreen width={width} height={height} media={media} label={label} maxHeight={220} />;
}

export function ItemsDialog({ group, onClose }: { group: AdGroupItem | undefined; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      show={group !== undefined}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="items-dialog-title"
    >
      <Modal.Header closeButton closeLabel={t('adGroups.dialog.cancel')}>
        <Modal.Title id="items-dialog-title" as="h2" className="h5">
          {t('adGroups.items.title', { name: group?.gname ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{group && <ItemList group={group} />}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('adGroups.items.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
