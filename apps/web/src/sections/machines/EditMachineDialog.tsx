// Edit a machine (act 52013): its name, its building and whether it is in service. Only what changed is sent; a
// move renames a '<building>#<place>' name along with it, and the server refuses moving a machine that holds
// waiting parcels (its message is shown).
import { machineUpdateAct, type MachineSummary } from '@bluemanager/protocol';
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
import { editDraftOf, updateIssues, updateParams, type EditDraft } from './machine-forms';
import { readableMachineName } from '../../format/machine-name';
import { renameForBuilding } from './machine-name';
import { useBuildingOptions } from '../../shared/options/use-building-options';

type Machine = Pick<MachineSummary, 'uuid' | 'name' | 'buid' | 'bname' | 'run_sts'>;

export function EditMachineDialog({ machine, onClose }: { machine: Machine; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const [draft, setDraft] = useState<EditDraft>(() => editDraftOf(machine));
  const [issues, setIssues] = useState<FieldIssues>({});
  const params = updateParams(machine, draft);
  const save = useMutation({
    mutationFn: (changes: NonNullable<typeof params>) => act(machineUpdateAct, changes),
    onSuccess: (saved) => {
      toast.success(t('machines.edit.done', { name: readableMachineName(saved.name) }));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ActError && error.issues) setIssues(issuesByField(error.issues));
      toast.error(t('machines.failed', { action: t('machines.actions.edit'), reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['machines'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!params) return;
    const found = translateIssues(t, updateIssues(params));
    setIssues(found);
    if (Object.keys(found).length > 0) toast.error(t('machines.checkFields'));
    else save.mutate(params);
  };
  const bnameOf = (buid: string) =>
    buildings.find((option) => option.value === buid)?.label ??
    (buid === String(machine.buid) ? machine.bname : '');
  const move = (buid: string) =>
    setDraft((current) => ({
      ...current,
      buid,
      name: renameForBuilding(current.name, bnameOf(current.buid), bnameOf(buid)),
    }));
  const options = buildings.some((option) => option.value === String(machine.buid))
    ? buildings
    : [{ value: String(machine.buid), label: machine.bname }, ...buildings];
  return (
    <Modal show onHide={onClose} centered aria-labelledby="machine-edit-title">
      <form onSubmit={submit} noValidate data-testid="edit-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="machine-edit-title" as="h2" className="h5">
            {t('machines.edit.title', { name: readableMachineName(machine.name) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label className="form-label" htmlFor="machine-name">
              {t('machines.edit.name')}
            </label>
            <input
              id="machine-name"
              maxLength={120}
              {...issueProps('machine-name', issues.name)}
              aria-describedby={describedBy('machine-name', true, issues.name)}
              value={draft.name}
              onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
            />
            <div id="machine-name-help" className="form-text">
              {t('machines.edit.nameHelp')}
            </div>
            <FieldIssue id="machine-name-issue" message={issues.name} />
          </div>
          <SelectField
            id="machine-move"
            className="mb-3"
            label={t('machines.edit.building')}
            value={draft.buid}
            issue={issues.buid}
            onChange={move}
          >
            {options.map((building) => (
              <option key={building.value} value={building.value}>
                {building.label}
              </option>
            ))}
          </SelectField>
          <div className="form-check form-switch">
            <input
              id="machine-in-service"
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={draft.inService}
              aria-describedby="machine-in-service-help"
              onChange={(event) => setDraft((current) => ({ ...current, inService: event.target.checked }))}
            />
            <label className="form-check-label" htmlFor="machine-in-service">
              {t('machines.edit.inService')}
            </label>
            <div id="machine-in-service-help" className="form-text">
              {t('machines.edit.inServiceHelp')}
            </div>
          </div>
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
