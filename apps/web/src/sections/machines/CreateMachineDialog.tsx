// "Add machine" (act 52012): a model of act 52020, a building and the place it stands. The answer's device
// secret is handed to the caller to show once; it is never kept in the query cache.
import { machineCreateAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { issuesByField, type FieldIssues } from '../../shared/form/field-issues';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { SelectField } from '../../shared/form/SelectField';
import { DialogFooter } from './DialogFooter';
import { describedBy, translateIssues } from './form-issues';
import { createIssues, createParams, EMPTY_CREATE, type CreateDraft } from './machine-forms';
import { readableMachineName } from '../../format/machine-name';
import { modeName } from './mode-label';
import type { IssuedSecret } from './SecretDialog';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { useModels } from './use-machine-options';

interface CreateMachineDialogProps {
  onClose: () => void;
  onCreated: (issued: IssuedSecret) => void;
  /** The building chosen beforehand (a new building's first locker). */
  buid?: number;
}

export function CreateMachineDialog({ onClose, onCreated, buid }: CreateMachineDialogProps) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const models = useModels();
  const [draft, setDraft] = useState<CreateDraft>({ ...EMPTY_CREATE, buid: buid ? String(buid) : '' });
  const [issues, setIssues] = useState<FieldIssues>({});
  const create = useMutation({
    mutationFn: (params: ReturnType<typeof createParams>) => act(machineCreateAct, params),
    onSuccess: (created) => {
      toast.success(t('machines.create.done', { name: readableMachineName(created.name) }));
      void queryClient.invalidateQueries({ queryKey: ['machines'] });
      onCreated(created);
    },
    onError: (error) => {
      if (error instanceof ActError && error.issues) setIssues(issuesByField(error.issues));
      toast.error(t('machines.failed', { action: t('machines.actions.add'), reason: error.message }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = translateIssues(t, createIssues(draft));
    setIssues(found);
    if (Object.keys(found).length > 0) toast.error(t('machines.checkFields'));
    else create.mutate(createParams(draft));
  };
  const change = (patch: Partial<CreateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const activeModels = (models.data?.items ?? []).filter((model) => !model.retired);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="machine-create-title">
      <form onSubmit={submit} noValidate data-testid="create-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="machine-create-title" as="h2" className="h5">
            {t('machines.create.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SelectField
            id="machine-model"
            className="mb-3"
            label={t('machines.create.model')}
            value={draft.model_id}
            issue={issues.model_id}
            onChange={(model_id) => change({ model_id })}
          >
            <option value="">{t('machines.create.chooseModel')}</option>
            {activeModels.map((model) => (
              <option key={model.id} value={model.id}>
                {t('machines.create.modelOption', {
                  name: model.name,
                  mode: modeName(t, model.mm, String(model.mm)),
                  count: model.compartments,
                })}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="machine-building"
            className="mb-3"
            label={t('machines.create.building')}
            value={draft.buid}
            issue={issues.buid}
            onChange={(buid) => change({ buid })}
          >
            <option value="">{t('machines.create.chooseBuilding')}</option>
            {buildings.map((building) => (
              <option key={building.value} value={building.value}>
                {building.label}
              </option>
            ))}
          </SelectField>
          <div>
            <label className="form-label" htmlFor="machine-place">
              {t('machines.create.place')}
            </label>
            <input
              id="machine-place"
              maxLength={80}
              {...issueProps('machine-place', issues.place)}
              aria-describedby={describedBy('machine-place', true, issues.place)}
              value={draft.place}
              // '#' separates the parts of the name '<building>#<place>', so it cannot be part of the place.
              onChange={(event) => change({ place: event.target.value.replaceAll('#', '') })}
            />
            <div id="machine-place-help" className="form-text">
              {t('machines.create.placeHelp')}
            </div>
            <FieldIssue id="machine-place-issue" message={issues.place} />
          </div>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          pending={create.isPending}
          submitLabel={t('machines.create.submit')}
          testId="create-submit"
        />
      </form>
    </Modal>
  );
}
