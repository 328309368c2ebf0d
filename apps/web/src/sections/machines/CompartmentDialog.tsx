// Correct one compartment (act 52016): out of service or back, its size, its category. Only what changed is sent;
// the server refuses taking out of service a compartment that holds a parcel (its message is shown).
import { COMPARTMENT_CATEGORIES, compartmentUpdateAct } from '@bluemanager/protocol';
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
import type { Compartment } from './compartment-cell';
import { machineIssue } from './form-issues';
import {
  compartmentDraftOf,
  compartmentMapping,
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
  const mapping = useMemo(() => compartmentMapping(compartment), [compartment]);
  const { form, showServerIssues } = useActForm<CompartmentDraft>(mapping, compartmentDraftOf(compartment));
  const issueOf = (field: keyof CompartmentDraft) => machineIssue(t, form.formState.errors, field);
  const params = compartmentParams(compartment, form.watch());
  const save = useMutation({
    mutationFn: async (draft: CompartmentDraft) => {
      const changes = compartmentParams(compartment, draft);
      if (changes) await act(compartmentUpdateAct, changes);
    },
    onSuccess: () => {
      toast.success(t('machines.compartment.done', { label: compartment.label }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(
        t('machines.failed', {
          action: t('machines.compartment.title', { label: compartment.label }),
          reason: error.message,
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['machines'] }),
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('machines.checkFields')),
  );
  const categories = COMPARTMENT_CATEGORIES.some((entry) => entry === compartment.category)
    ? COMPARTMENT_CATEGORIES
    : [compartment.category, ...COMPARTMENT_CATEGORIES];
  return (
    <Modal show onHide={onClose} centered aria-labelledby="compartment-edit-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="compartment-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="compartment-edit-title" as="h2" className="h5">
            {t('machines.compartment.title', { label: compartment.label })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SwitchField
            id="compartment-out-of-service"
            className="mb-3"
            label={t('machines.compartment.outOfService')}
            help={t('machines.compartment.outOfServiceHelp')}
            registration={form.register('outOfService')}
          />
          <FormField
            id="compartment-size"
            className="mb-3"
            label={t('machines.compartment.size')}
            help={t('machines.compartment.sizeHelp')}
            input={{ maxLength: 16, list: 'compartment-sizes' }}
            registration={form.register('size')}
            message={issueOf('size')}
          />
          <datalist id="compartment-sizes">
            {SIZE_SUGGESTIONS.map((size) => (
              <option key={size} value={size} />
            ))}
          </datalist>
          <SelectField
            id="compartment-category"
            label={t('machines.compartment.category')}
            control={form.control}
            name="category"
            message={issueOf('category')}
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
