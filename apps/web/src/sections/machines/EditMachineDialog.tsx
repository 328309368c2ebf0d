// Edit a machine (act 52013): its name, its building and whether it is in service. Only what changed is sent; a
// move renames a '<building>#<place>' name along with it, and the server refuses moving a machine that holds
// waiting parcels (its message is shown).
import { machineUpdateAct, type MachineSummary } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { DialogFooter } from '../../shared/dialog/DialogFooter';
import { machineIssue } from './form-issues';
import { editDraftOf, editMapping, updateParams, type EditDraft } from './machine-forms';
import { readableMachineName } from '../../format/machine-name';
import { renameForBuilding } from './machine-name';
import { useBuildingOptions } from '../../shared/options/use-building-options';

type Machine = Pick<MachineSummary, 'uuid' | 'name' | 'buid' | 'bname' | 'run_sts'>;

export function EditMachineDialog({ machine, onClose }: { machine: Machine; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const mapping = useMemo(() => editMapping(machine), [machine]);
  const { form, showServerIssues } = useActForm<EditDraft>(mapping, editDraftOf(machine));
  const issueOf = (field: keyof EditDraft) => machineIssue(t, form.formState.errors, field);
  const params = updateParams(machine, form.watch());
  const save = useMutation({
    mutationFn: (draft: EditDraft) => {
      const changes = updateParams(machine, draft);
      return changes ? act(machineUpdateAct, changes) : Promise.resolve(undefined);
    },
    onSuccess: (saved) => {
      if (saved) toast.success(t('machines.edit.done', { name: readableMachineName(saved.name) }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('machines.failed', { action: t('machines.actions.edit'), reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['machines'] }),
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('machines.checkFields')),
  );
  const bnameOf = (buid: string) =>
    buildings.find((option) => option.value === buid)?.label ??
    (buid === String(machine.buid) ? machine.bname : '');
  // A move carries the building part of the name along (spec §3's '<building>#<place>').
  const move = (buid: string, previous: string) =>
    form.setValue('name', renameForBuilding(form.getValues('name'), bnameOf(previous), bnameOf(buid)));
  const options = buildings.some((option) => option.value === String(machine.buid))
    ? buildings
    : [{ value: String(machine.buid), label: machine.bname }, ...buildings];
  return (
    <Modal show onHide={onClose} centered aria-labelledby="machine-edit-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="edit-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="machine-edit-title" as="h2" className="h5">
            {t('machines.edit.title', { name: readableMachineName(machine.name) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="machine-name"
            className="mb-3"
            label={t('machines.edit.name')}
            help={t('machines.edit.nameHelp')}
            input={{ maxLength: 120 }}
            registration={form.register('name')}
            message={issueOf('name')}
          />
          <SelectField
            id="machine-move"
            className="mb-3"
            label={t('machines.edit.building')}
            control={form.control}
            name="buid"
            message={issueOf('buid')}
            onPick={move}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SwitchField
            id="machine-in-service"
            label={t('machines.edit.inService')}
            help={t('machines.edit.inServiceHelp')}
            registration={form.register('inService')}
          />
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={t('machines.actions.save')}
          testId="edit-submit"
          unchanged={!params}
        />
      </form>
    </Modal>
  );
}
