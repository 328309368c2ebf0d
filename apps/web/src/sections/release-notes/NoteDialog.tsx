// Write a release note or edit one (act 66051): the English title and text, the categories, and the French, German
// and Portuguese texts (a language left empty shows the English one). A new note is saved as a draft.
import {
  RELEASE_NOTE_CATEGORIES,
  RELEASE_NOTE_LANGUAGES,
  releaseNoteSaveAct,
  type EditableReleaseNote,
} from '@bluemanager/protocol';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { categoryLabel } from './note-text';
import { draftOf, noteMapping, paramsOf, type NoteDraft } from './note-draft';

/** New (no note) or an edit. */
export type NoteTarget = { note: EditableReleaseNote | undefined };

function BodyField(props: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  message?: string;
}) {
  return (
    <div className="col-12">
      <label className="form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea id={props.id} rows={3} {...issueProps(props.id, props.message)} {...props.registration} />
      <FieldIssue id={`${props.id}-issue`} message={props.message} />
    </div>
  );
}

function NoteForm({ note, onClose }: { note: EditableReleaseNote | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<NoteDraft>(noteMapping(note?.id), draftOf(note));
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: NoteDraft) => act(releaseNoteSaveAct, paramsOf(draft, note?.id)),
    savedText: (saved) => t('productUpdate.saved', { title: saved.title }),
    refresh: [['release-notes']],
    onSaved: onClose,
  });
  const issue = (field: keyof NoteDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(
        name.includes('_')
          ? 'productUpdate.invalid.translation'
          : `productUpdate.invalid.${name === 'body' ? 'body' : 'title'}`,
      ),
    );
  // The categories offered, and any other a note published through act 50150 carries, kept as written.
  const categories = [...new Set([...RELEASE_NOTE_CATEGORIES, ...(note?.category ?? [])])];
  return (
    <DialogForm
      titleId="note-dialog-title"
      title={note ? t('productUpdate.dialog.editTitle') : t('productUpdate.dialog.newTitle')}
      testId="note-form"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: note ? t('productUpdate.dialog.save') : t('productUpdate.dialog.saveDraft'),
        testId: 'note-save',
      }}
    >
      <fieldset className="row g-3 mb-3">
        <legend className="h6">{t('productUpdate.languages.en')}</legend>
        <FormField
          id="note-title"
          className="col-12"
          label={t('productUpdate.dialog.title')}
          registration={form.register('title')}
          message={issue('title')}
          input={{ maxLength: 200 }}
        />
        <BodyField
          id="note-body"
          label={t('productUpdate.dialog.body')}
          registration={form.register('body')}
          message={issue('body')}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t('productUpdate.dialog.categories')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {categories.map((category) => (
            <div className="form-check" key={category}>
              <input
                id={`note-category-${category}`}
                type="checkbox"
                className="form-check-input"
                value={category}
                {...form.register('category')}
              />
              <label className="form-check-label" htmlFor={`note-category-${category}`}>
                {categoryLabel(t, category)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="form-text">{t('productUpdate.dialog.translationHelp')}</p>
      {RELEASE_NOTE_LANGUAGES.map((language) => (
        <fieldset className="row g-3 mb-3" key={language}>
          <legend className="h6">{t(`productUpdate.languages.${language}`)}</legend>
          <FormField
            id={`note-${language}-title`}
            className="col-12"
            label={t('productUpdate.dialog.title')}
            registration={form.register(`${language}_title`)}
            message={issue(`${language}_title`)}
            input={{ maxLength: 200 }}
          />
          <BodyField
            id={`note-${language}-body`}
            label={t('productUpdate.dialog.body')}
            registration={form.register(`${language}_body`)}
            message={issue(`${language}_body`)}
          />
        </fieldset>
      ))}
    </DialogForm>
  );
}

export function NoteDialog({ target, onClose }: { target: NoteTarget | undefined; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="note-dialog-title" size="lg">
      {({ note }) => <NoteForm note={note} onClose={onClose} />}
    </FormDialog>
  );
}
