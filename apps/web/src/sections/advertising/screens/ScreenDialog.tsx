// Adding or editing a screen layout: its name and sizes, and for a "header plus screen" the header band's height,
// on react-hook-form with the act's own schema. Its kind is the page's and never changes.
import {
  adScreenCreateAct,
  adScreenUpdateAct,
  type ActParams,
  type AdScreenItem,
  type ScreenLayout,
} from '@bluemanager/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { DialogForm, FormDialog } from '../../../shared/dialog/FormDialog';
import { useDialogSave } from '../../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../../shared/form/act-form';
import { FormField } from '../../../shared/form/FormField';
import { useActForm } from '../../../shared/form/use-act-form';

export type ScreenDialogTarget =
  { kind: 'create'; layout: ScreenLayout } | { kind: 'edit'; screen: AdScreenItem };

interface ScreenDraft {
  name: string;
  width: string;
  height: string;
  header_height: string;
}

function createParams(layout: ScreenLayout, draft: ScreenDraft): ActParams<typeof adScreenCreateAct> {
  return {
    layout,
    name: draft.name.trim(),
    width: draft.width,
    height: draft.height,
    header_height: layout === 'full' ? 0 : draft.header_height,
  };
}

function updateParams(screen: AdScreenItem, draft: ScreenDraft): ActParams<typeof adScreenUpdateAct> {
  const { name, width, height, header_height = 0 } = createParams(screen.layout, draft);
  return { id: screen.id, name, width, height, header_height };
}

function mappingFor(target: ScreenDialogTarget): ActFormMapping<ScreenDraft> {
  return target.kind === 'create'
    ? { schema: adScreenCreateAct.params, paramsOf: (draft) => createParams(target.layout, draft) }
    : { schema: adScreenUpdateAct.params, paramsOf: (draft) => updateParams(target.screen, draft) };
}

function ScreenForm({ target, onClose }: { target: ScreenDialogTarget; onClose(): void }) {
  const { t } = useTranslation();
  const act = useAct();
  const editing = target.kind === 'edit' ? target.screen : undefined;
  const layout = target.kind === 'create' ? target.layout : target.screen.layout;
  const mapping = useMemo(() => mappingFor(target), [target]);
  const actForm = useActForm<ScreenDraft>(
    mapping,
    editing
      ? {
          name: editing.name,
          width: String(editing.width),
          height: String(editing.height),
          header_height: String(editing.header_height),
        }
      : { name: '', width: '1080', height: '1920', header_height: layout === 'header' ? '240' : '0' },
  );
  const { form } = actForm;
  const issueOf = (field: keyof ScreenDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adScreens.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: ScreenDraft) =>
      editing
        ? act(adScreenUpdateAct, updateParams(editing, draft))
        : act(adScreenCreateAct, createParams(layout, draft)),
    savedText: (screen) =>
      t(editing ? 'adScreens.dialog.saved' : 'adScreens.dialog.created', { name: screen.name }),
    refresh: [['ad-screens']],
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId="screen-dialog-title"
      title={
        editing
          ? t('adScreens.dialog.editTitle', { name: editing.name })
          : t(`adScreens.dialog.createTitle.${layout}`)
      }
      testId="screen-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: editing ? t('adScreens.dialog.save') : t('adScreens.dialog.create'),
      }}
    >
      <div className="row g-3">
        <FormField
          id="screen-name"
          className="col-12"
          label={t('adScreens.dialog.name')}
          registration={form.register('name')}
          message={issueOf('name')}
          input={{ maxLength: 80 }}
        />
        <FormField
          id="screen-width"
          type="number"
          label={t('adScreens.dialog.width')}
          registration={form.register('width')}
          message={issueOf('width')}
        />
        <FormField
          id="screen-height"
          type="number"
          label={t('adScreens.dialog.height')}
          registration={form.register('height')}
          message={issueOf('height')}
        />
        {layout === 'header' && (
          <FormField
            id="screen-header_height"
            type="number"
            className="col-12"
            label={t('adScreens.dialog.header')}
            help={t('adScreens.dialog.headerHelp')}
            registration={form.register('header_height')}
            message={issueOf('header_height')}
          />
        )}
      </div>
    </DialogForm>
  );
}

export function ScreenDialog({
  target,
  onClose,
}: {
  target: ScreenDialogTarget | undefined;
  onClose(): void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="screen-dialog-title">
      {(open) => <ScreenForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
