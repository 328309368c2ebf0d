// The month's generation run (act 65509) for every building with a plan, or for one building: a month is chosen
// (the last one by default), the run makes the drafts that are missing and says how many it found already made.
import { generateInvoicesAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogFooter } from '../../shared/dialog/DialogFooter';
import { currentMonth, monthLabel, previousMonth } from './month-label';

/** The current month and the eleven before it, newest first. */
function recentMonths(): string[] {
  const months = [currentMonth()];
  while (months.length < 12) months.push(previousMonth(months.at(-1) ?? currentMonth()));
  return months;
}

export function GenerateDialog({ buid, onClose }: { buid?: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => previousMonth(currentMonth()));
  const run = useMutation({
    mutationFn: () => act(generateInvoicesAct, { month, ...(buid === undefined ? {} : { buid }) }),
    onSuccess: (result) => {
      toast.success(
        t('subscription.invoices.generated', {
          count: result.created.length,
          existing: result.existing,
          skipped: result.skipped,
        }),
      );
      onClose();
    },
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscription'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate();
  };
  return (
    <Modal show onHide={onClose} centered aria-labelledby="subscription-generate-title">
      <form onSubmit={submit} noValidate data-testid="generate-dialog">
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title id="subscription-generate-title" as="h2" className="h5">
            {buid === undefined
              ? t('subscription.invoices.generateTitle')
              : t('subscription.invoices.generateOne')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('subscription.invoices.generateHelp')}</p>
          <label className="form-label" htmlFor="subscription-generate-month">
            {t('subscription.invoices.generateMonth')}
          </label>
          <select
            id="subscription-generate-month"
            className="form-select"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {recentMonths().map((entry) => (
              <option key={entry} value={entry}>
                {monthLabel(entry, i18n.language)}
              </option>
            ))}
          </select>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          pending={run.isPending}
          submitLabel={t('subscription.invoices.generateSubmit')}
          testId="generate-submit"
        />
      </form>
    </Modal>
  );
}
