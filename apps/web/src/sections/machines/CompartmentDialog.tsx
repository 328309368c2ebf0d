// Correct one compartment (act 52016): out of service or back, its size, its category. Only what changed is sent;
// the server refuses taking out of service a compartment that holds a parcel (its message is shown).
import { COMPARTMENT_CATEGORIES, compartmentUpdateAct } from '@bluemanager/protocol';
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
import type { Compartment } from './compartment-cell';
import { describedBy, translateIssues } from './form-issues';
import {
  compartmentDraftOf,
  compartmentIssues,
  compartmentParams,
  type CompartmentDraft,
} from './machine-forms';

/** The sizes offered as suggestions; any other short text is accepted too. */
const SIZE_SUGGESTIONS = ['S', 'M', 'L', 'XL', '-1'];

export function CompartmentDialog({
  compartment,
  onClose,
}: {
  compartment: Compartment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CompartmentDraft>(() => compartmentDraftOf(compartment));
  const [issues, setIssues] = useState<FieldIssues>({});
  const params = compartmentParams(compartment, draft);
  const save = useMutation({
    mutationFn: (changes: NonNullable<typeof params>) => act(compartmentUpdateAct, changes),
    onSuccess: () => {
      toast.success(t('machines.compartment.done', { label: compartment.label }));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ActError && error.issues) setIssues(issuesByField(error.issues));
      toast.error(
        t('machines.failed', {
          action: t('machines.compartment.title', { label: compartment.label }),
          reason: error.message,
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['machines'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!params) return;
    const found = translateIssues(t, compartmentIssues(params));
    setIssues(found);
    if (Object.keys(found).length > 0) toast.error(t('machines.checkFields'));
    else save.mutate(params);
  };
  const change = (patch: Partial<CompartmentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const categories = COMPARTMENT_CATEGORIES.some((entry) => entry === compartment.category)
    ? COMPARTMENT_CATEGORIES
    : [compartment.category, ...COMPARTMENT_CATEGORIES];
  return (
    <Modal show onHide={onClose} centered aria-labelledby="compartment-edit-title">
      <form onSubmit={submit} noValidate data-testid="compartment-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="compartment-edit-title" as="h2" className="h5">
            {t('machines.compartment.title', { label: compartment.label })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="form-check form-switch mb-3">
            <input
              id="compartment-out-of-service"
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={draft.outOfService}
              aria-describedby="compartment-out-of-service-help"
              onChange={(event) => change({ outOfService: event.target.checked })}
            />
            <label className="form-check-label" htmlFor="compartment-out-of-service">
              {t('machines.compartment.outOfService')}
            </label>
            <div id="compartment-out-of-service-help" className="form-text">
              {t('machines.compartment.outOfServiceHelp')}
            </div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="compartment-size">
              {t('machines.compartment.size')}
            </label>
            <input
              id="compartment-size"
              maxLength={16}
              list="compartment-sizes"
              {...issueProps('compartment-size', issues.size)}
              aria-describedby={describedBy('compartment-size', true, issues.size)}
              value={draft.size}
              onChange={(event) => change({ size: event.target.value })}
            />
            <datalist id="compartment-sizes">
              {SIZE_SUGGESTIONS.map((size) => (
                <option key={size} value={size} />
              ))}
            </datalist>
            <div id="compartment-size-help" className="form-text">
              {t('machines.compartment.sizeHelp')}
            </div>
            <FieldIssue id="compartment-size-issue" message={issues.size} />
          </div>
          <SelectField
            id="compartment-category"
            label={t('machines.compartment.category')}
            value={draft.category}
            issue={issues.category}
            onChange={(category) => change({ category })}
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {t(`machines.grid.categories.${category}`, { defaultValue: category })}
              </option>
            ))}
          </SelectField>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={t('machines.actions.save')}
          testId="compartment-submit"
          unchanged={!params}
        />
      </form>
    </Modal>
  );
}
