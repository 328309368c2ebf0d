// Refund an order (act 57004): everything that is left, or a part typed in the order's currency, with a reason.
// The dialog holds one idempotency key, so a double press refunds once; the provider's answer is said as it came.
import {
  formatMoney,
  moneyOf,
  orderRefundAct,
  type OrderDetail,
  type OrderItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { EMPTY_REFUND, refundableOf, refundMapping, refundParams, type RefundDraft } from './refund-form';

export function RefundDialog({ order, onClose }: { order: OrderItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const mapping = useMemo(() => refundMapping(order, key), [order, key]);
  const { form, showServerIssues } = useActForm<RefundDraft>(mapping, EMPTY_REFUND);
  const everything = form.watch('everything');
  const left = moneyOf(refundableOf(order), order.total.currency);
  const issueOf = (field: keyof RefundDraft) =>
    issueMessage(form.formState.errors, field, (name, type) =>
      t(
        type === 'tooMuch'
          ? 'orders.refund.invalid.tooMuch'
          : `orders.refund.invalid.${name === 'amount' || name === 'reason' ? name : 'other'}`,
      ),
    );
  const refund = useMutation({
    mutationFn: (draft: RefundDraft) => act(orderRefundAct, refundParams(order, key, draft)),
    onSuccess: (detail: OrderDetail) => {
      const last = detail.refunds.at(-1);
      if (last?.state === 'failed') toast.error(t('orders.refund.declined', { number: order.number }));
      else if (last)
        toast.success(
          t('orders.refund.done', { amount: formatMoney(last.amount, i18n.language), number: order.number }),
        );
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('orders.refund.failed', { reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  const submit = form.handleSubmit(
    (draft) => refund.mutate(draft),
    () => toast.error(t('orders.refund.checkFields')),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="order-refund-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="refund-dialog">
        <Modal.Header closeButton closeLabel={t('orders.refund.cancel')}>
          <Modal.Title id="order-refund-title" as="h2" className="h5">
            {t('orders.refund.title', { number: order.number })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('orders.refund.left', { amount: formatMoney(left, i18n.language) })}</p>
          <SwitchField
            id="refund-everything"
            className="mb-3"
            label={t('orders.refund.everything')}
            registration={form.register('everything')}
          />
          {!everything && (
            <FormField
              id="refund-amount"
              className="mb-3"
              label={t('orders.refund.amount')}
              help={t('orders.refund.amountHelp', { currency: order.total.currency })}
              input={{ maxLength: 16, autoComplete: 'off' }}
              registration={form.register('amount')}
              message={issueOf('amount')}
            />
          )}
          <FormField
            id="refund-reason"
            className="mb-0"
            label={t('orders.refund.reason')}
            help={t('orders.refund.reasonHelp')}
            input={{ maxLength: 200 }}
            registration={form.register('reason')}
            message={issueOf('reason')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('orders.refund.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-danger"
            disabled={refund.isPending}
            data-testid="refund-submit"
          >
            {refund.isPending ? t('orders.refund.sending') : t('orders.refund.submit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
