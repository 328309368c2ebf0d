// Creating or editing a model: name, machine mode (chosen once, at creation), and the layout, on react-hook-form
// with the act's own schema; a refusal of the server (a name already taken, a rule only it knows) shows beside its
// field. An edit says that the machines already installed keep their compartments.
import {
  MACHINE_MODES,
  machineModeInfo,
  machineModelCreateAct,
  machineModelUpdateAct,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { modeName } from '../mode-label';
import { issueMessage } from '../../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../../shared/form/FieldIssue';
import { useActForm } from '../../../shared/form/use-act-form';
import { LayoutEditor } from './LayoutEditor';
import {
  createParams,
  draftOf,
  emptyDraft,
  hasChanges,
  issueKindOf,
  MAX_COMPARTMENTS,
  MAX_LABEL,
  MAX_NAME,
  MAX_SIZE,
  modelMapping,
  nameConflict,
  updateParams,
  type CreateParams,
  type ModelDraft,
  type ModelItem,
  type UpdateParams,
} from './model-form';

const FORM_ID = 'model-form';

export type ModelDialogTarget = { kind: 'create' } | { kind: 'edit'; model: ModelItem };

interface ModelFormProps {
  target: ModelDialogTarget;
  onClose(): void;
}

function ModelForm({ target, onClose }: ModelFormProps) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.model : undefined;
  const mapping = useMemo(() => modelMapping(editing), [editing]);
  const { form, showServerIssues } = useActForm<ModelDraft>(
    mapping,
    editing ? draftOf(editing) : emptyDraft(),
  );
  // Client issues in the user's language, with the limits of the field they are about.
  const issueOf = (field: string) =>
    issueMessage(form.formState.errors, field, (name, type) =>
      t(`models.invalid.${issueKindOf(name, type)}`, {
        name: MAX_NAME,
        label: MAX_LABEL,
        size: MAX_SIZE,
        count: MAX_COMPARTMENTS,
      }),
    );
  const save = useMutation({
    mutationFn: ({ params }: { params: CreateParams | UpdateParams; draft: ModelDraft }) =>
      'id' in params ? act(machineModelUpdateAct, params) : act(machineModelCreateAct, params),
    onSuccess: (model) => {
      toast.success(t(editing ? 'models.dialog.saved' : 'models.dialog.created', { name: model.name }));
      void queryClient.invalidateQueries({ queryKey: ['models'] });
      onClose();
    },
    onError: (error, { params, draft }) => {
      showServerIssues(error, draft);
      const taken = nameConflict(error, params.name !== undefined);
      if (taken) form.setError('name', { type: 'server', message: taken });
      toast.error(t('models.dialog.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => {
      // An edit sends only what changed; a new model sends everything.
      const params = editing ? updateParams(editing, draft) : createParams(draft);
      if ('id' in params && !hasChanges(params)) {
        toast.info(t('models.dialog.unchanged'));
        onClose();
        return;
      }
      save.mutate({ params, draft });
    },
    () => toast.error(t('models.dialog.checkFields')),
  );
  const mode = machineModeInfo(Number(form.watch('mm')));
  const nameIssue = issueOf('name');
  const modeIssue = issueOf('mm');
  const titleId = 'model-dialog-title';
  // The form is the dialog's body, so the body scrolls as Bootstrap expects; the footer's button submits it.
  return (
    <>
      <Modal.Header closeButton closeLabel={t('models.dialog.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {editing ? t('models.dialog.editTitle', { name: editing.name }) : t('models.dialog.createTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form
          id={FORM_ID}
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="model-form"
          aria-labelledby={titleId}
        >
          <div className="row g-3 mb-3">
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="model-name">
                {t('models.dialog.name')}
              </label>
              <input
                id="model-name"
                maxLength={MAX_NAME}
                {...issueProps('model-name', nameIssue)}
                {...form.register('name')}
              />
              <FieldIssue id="model-name-issue" message={nameIssue} />
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="model-mode">
                {t('models.dialog.mode')}
              </label>
              {/* The mode decides the family and how machines talk; a model keeps it (the act changes no mm). */}
              <select
                id="model-mode"
                className={`form-select${modeIssue ? ' is-invalid' : ''}`}
                aria-invalid={modeIssue ? true : undefined}
                aria-describedby={`model-mode-help${modeIssue ? ' model-mode-issue' : ''}`}
                disabled={editing !== undefined}
                {...form.register('mm')}
              >
                <option value="">{t('models.dialog.chooseMode')}</option>
                {MACHINE_MODES.map((entry) => (
                  <option key={entry.mm} value={String(entry.mm)}>
                    {modeName(t, entry.mm, entry.name)}
                  </option>
                ))}
              </select>
              <div id="model-mode-help" className="form-text">
                {mode
                  ? t('models.dialog.family', { family: t(`family.${mode.family}`) })
                  : t('models.dialog.modeHelp')}
              </div>
              <FieldIssue id="model-mode-issue" message={modeIssue} />
            </div>
          </div>
          {editing && (
            <div className="alert alert-info small py-2" role="note" data-testid="keep-compartments">
              {t('models.dialog.keepCompartments', { count: editing.machines })}
            </div>
          )}
          <LayoutEditor form={form} issueOf={issueOf} />
        </form>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('models.dialog.cancel')}
        </button>
        <button type="submit" form={FORM_ID} className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('models.dialog.saving')
            : t(editing ? 'models.dialog.save' : 'models.dialog.create')}
        </button>
      </Modal.Footer>
    </>
  );
}

interface ModelDialogProps {
  target: ModelDialogTarget | undefined;
  onClose(): void;
}

/** The dialog keeps showing the last model while it fades out; each opening starts a fresh form. */
export function ModelDialog({ target, onClose }: ModelDialogProps) {
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setOpening(opening + 1);
  }
  return (
    <Modal
      show={target !== undefined}
      onHide={onClose}
      size="lg"
      scrollable
      aria-labelledby="model-dialog-title"
    >
      {shown && <ModelForm key={opening} target={shown} onClose={onClose} />}
    </Modal>
  );
}
