// The BlueTag dialogs: block a tag with a reason (act 59006) and replace it with a new tag number (59007), each
// validated by its act's own schema in the browser as on the server; the tag list and the home's figures are read
// again afterwards.
import { amenityTagBlockAct, amenityTagReplaceAct, type AmenityTagItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

interface Props {
  tag: AmenityTagItem | undefined;
  onClose: () => void;
}

function BlockForm({ tag, onClose }: { tag: AmenityTagItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (values: { reason: string }) => ({ buid: tag.buid, id: tag.id, reason: values.reason });
  const actForm = useActForm({ schema: amenityTagBlockAct.params, paramsOf }, { reason: '' });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: { reason: string }) => act(amenityTagBlockAct, paramsOf(values)),
    savedText: (saved) => t('amenity.tags.block.done', { uid: saved.uid }),
    refresh: [['amenity']],
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId="amenity-block-title"
      title={t('amenity.tags.block.title', { uid: tag.uid })}
      testId="block-tag-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('amenity.tags.actions.block'),
        testId: 'block-tag-submit',
      }}
    >
      <p>{t('amenity.tags.block.body')}</p>
      <FormField
        id="amenity-block-reason"
        className="mb-0"
        label={t('amenity.tags.block.reason')}
        input={{ maxLength: 200 }}
        registration={actForm.form.register('reason')}
        message={issueMessage(actForm.form.formState.errors, 'reason', () =>
          t('amenity.tags.invalid.reason'),
        )}
      />
    </DialogForm>
  );
}

export function BlockTagDialog({ tag, onClose }: Props) {
  return (
    <FormDialog target={tag} onClose={onClose} titleId="amenity-block-title">
      {(target) => <BlockForm tag={target} onClose={onClose} />}
    </FormDialog>
  );
}

function ReplaceForm({ tag, onClose }: { tag: AmenityTagItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (values: { uid: string }) => ({ buid: tag.buid, id: tag.id, uid: values.uid });
  const actForm = useActForm({ schema: amenityTagReplaceAct.params, paramsOf }, { uid: '' });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: { uid: string }) => act(amenityTagReplaceAct, paramsOf(values)),
    savedText: (saved) => t('amenity.tags.replace.done', { uid: saved.uid }),
    refresh: [['amenity']],
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId="amenity-replace-title"
      title={t('amenity.tags.replace.title', { uid: tag.uid })}
      testId="replace-tag-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('amenity.tags.actions.replace'),
        testId: 'replace-tag-submit',
      }}
    >
      <p>{t('amenity.tags.replace.body')}</p>
      <FormField
        id="amenity-replace-uid"
        className="mb-0"
        label={t('amenity.tags.replace.uid')}
        help={t('amenity.tags.issue.uidHelp')}
        input={{ maxLength: 32, autoComplete: 'off' }}
        registration={actForm.form.register('uid')}
        message={issueMessage(actForm.form.formState.errors, 'uid', () => t('amenity.tags.invalid.uid'))}
      />
    </DialogForm>
  );
}

export function ReplaceTagDialog({ tag, onClose }: Props) {
  return (
    <FormDialog target={tag} onClose={onClose} titleId="amenity-replace-title">
      {(target) => <ReplaceForm tag={target} onClose={onClose} />}
    </FormDialog>
  );
}
