// "Add machine" (act 52012): a model of act 52020, a building and the place it stands. The answer's device
// secret is handed to the caller to show once; it is never kept in the query cache.
import { machineCreateAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { stripping } from '../../shared/form/stripping';
import { useActForm } from '../../shared/form/use-act-form';
import { DialogFooter } from '../../shared/dialog/DialogFooter';
import { machineIssue } from './form-issues';
import { createMapping, createParams, EMPTY_CREATE, type CreateDraft } from './machine-forms';
import { readableMachineName } from '../../format/machine-name';
import { modeName } from './mode-label';
import type { IssuedSecret } from './SecretDialog';
import { useModels } from './use-machine-options';
import { BuildingOptions } from '../../shared/options/BuildingOptions';

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
  const models = useModels();
  const { form, showServerIssues } = useActForm<CreateDraft>(createMapping, {
    ...EMPTY_CREATE,
    buid: buid ? String(buid) : '',
  });
  const issueOf = (field: keyof CreateDraft) => machineIssue(t, form.formState.errors, field);
  const create = useMutation({
    mutationFn: (draft: CreateDraft) => act(machineCreateAct, createParams(draft)),
    onSuccess: (created) => {
      toast.success(t('machines.create.done', { name: readableMachineName(created.name) }));
      void queryClient.invalidateQueries({ queryKey: ['machines'] });
      onCreated(created);
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('machines.failed', { action: t('machines.actions.add'), reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => create.mutate(draft),
    () => toast.error(t('machines.checkFields')),
  );
  const activeModels = (models.data?.items ?? []).filter((model) => !model.retired);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="machine-create-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-dialog">
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
            control={form.control}
            name="model_id"
            message={issueOf('model_id')}
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
            control={form.control}
            name="buid"
            message={issueOf('buid')}
          >
            <BuildingOptions placeholder={t('machines.create.chooseBuilding')} />
          </SelectField>
          <FormField
            id="machine-place"
            className=""
            label={t('machines.create.place')}
            help={t('machines.create.placeHelp')}
            input={{ maxLength: 80 }}
            // '#' separates the parts of the name '<building>#<place>', so it cannot be part of the place.
            registration={stripping(form.register('place'), ['#'])}
            message={issueOf('place')}
          />
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
