// Remove a plan (act 65104): says beforehand whether it will be deleted (no one ever subscribed) or retired (off
// sale, its members keep it), then does it.
import { premiumPlanRemoveAct, type PremiumPlan } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';

export function RemovePlanDialog({ plan, onClose }: { plan: PremiumPlan | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => act(premiumPlanRemoveAct, { id }),
    onSuccess: (result, id) => {
      const name = result.plans.find((entry) => entry.id === id)?.name ?? plan?.name ?? '';
      toast.success(t(`premium.removePlan.${result.outcome}`, { name }));
      onClose();
    },
    onError: (error) => toast.error(t('premium.removePlan.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['premium'] }),
  });
  return (
    <FormDialog target={plan} onClose={onClose} titleId="premium-remove-title">
      {(target) => (
        <DialogForm
          titleId="premium-remove-title"
          title={t('premium.removePlan.title', { name: target.name })}
          testId="premium-remove-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(target.id);
          }}
          footer={{
            onCancel: onClose,
            pending: remove.isPending,
            submitLabel: t('premium.removePlan.confirm'),
            testId: 'premium-remove-submit',
          }}
        >
          <p className="mb-0">
            {t(target.ever_subscribed ? 'premium.removePlan.retireBody' : 'premium.removePlan.deleteBody')}
          </p>
        </DialogForm>
      )}
    </FormDialog>
  );
}
