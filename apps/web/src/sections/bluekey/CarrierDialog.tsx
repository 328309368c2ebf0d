// Create a carrier (act 64003) or edit one (64004) on react-hook-form with the act's own schema: name, code and
// whether its keys open lockers. The logo is uploaded on the carrier's page.
import { carrierCreateAct, carrierUpdateAct, type ActParams, type CarrierItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';

interface CarrierDraft {
  name: string;
  code: string;
  active: boolean;
}

/** A new carrier (null) or the one edited. */
export type CarrierTarget = CarrierItem | null;

const createMapping: ActFormMapping<CarrierDraft> = {
  schema: carrierCreateAct.params,
  paramsOf: (draft): ActParams<typeof carrierCreateAct> => draft,
};

const editMapping = (id: number): ActFormMapping<CarrierDraft> => ({
  schema: carrierUpdateAct.params,
  paramsOf: (draft): ActParams<typeof carrierUpdateAct> => ({ id, ...draft }),
});

function CarrierForm({ target, onClose }: { target: CarrierTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { form, showServerIssues } = useActForm<CarrierDraft>(
    target ? editMapping(target.id) : createMapping,
    { name: target?.name ?? '', code: target?.code ?? '', active: target?.active ?? true },
  );
  const save = useMutation({
    mutationFn: (draft: CarrierDraft) =>
      target ? act(carrierUpdateAct, { id: target.id, ...draft }) : act(carrierCreateAct, draft),
    onSuccess: (carrier) => {
      toast.success(
        t(target ? 'bluekey.carrierForm.saved' : 'bluekey.carrierForm.created', { name: carrier.name }),
      );
      void queryClient.invalidateQueries({ queryKey: ['bluekey'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('bluekey.failed', { reason: error.message }));
    },
  });
  const issueOf = (field: keyof CarrierDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`bluekey.carrierForm.invalid.${name}`));
  const submit = form.handleSubmit((draft) => save.mutate(draft));
  return (
    <DialogForm
      titleId="carrier-form-title"
      title={
        target
          ? t('bluekey.carrierForm.editTitle', { name: target.name })
          : t('bluekey.carrierForm.createTitle')
      }
      testId="carrier-form"
      onSubmit={(event) => void submit(event)}
      footer={{
        onCancel: onClose,
        pending: save.isPending,
        submitLabel: t('bluekey.carrierForm.submit'),
        testId: 'carrier-save',
      }}
    >
      <FormField
        id="carrier-name"
        className="mb-3"
        label={t('bluekey.carrierForm.name')}
        help={t('bluekey.carrierForm.nameHelp')}
        input={{ maxLength: 64, autoComplete: 'off' }}
        registration={form.register('name')}
        message={issueOf('name')}
      />
      <FormField
        id="carrier-code"
        className="mb-3"
        label={t('bluekey.carrierForm.code')}
        help={t('bluekey.carrierForm.codeHelp')}
        input={{ maxLength: 16, autoComplete: 'off' }}
        registration={form.register('code')}
        message={issueOf('code')}
      />
      <SwitchField
        id="carrier-active"
        label={t('bluekey.carrierForm.active')}
        registration={form.register('active')}
      />
    </DialogForm>
  );
}

export function CarrierDialog({
  target,
  onClose,
}: {
  target: CarrierTarget | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="carrier-form-title">
      {(open) => <CarrierForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
