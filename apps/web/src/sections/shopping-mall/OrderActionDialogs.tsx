// The shop order's fulfilment actions, each a small dialog on its act's schema: put a paid order into a free
// compartment of its building (65409, the compartments from 65408), hand it over by hand (65410) or cancel it with
// a reason (65411, stock back and money refunded; one refund key per opening).
import {
  shopOrderCancelAct,
  shopOrderCollectedAct,
  shopOrderFulfilAct,
  shopOrderPlacesAct,
  type ShopOrder,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';

export type OrderAction = 'fulfil' | 'handOver' | 'cancelOrder';
export interface OrderActionTarget {
  order: ShopOrder;
  action: OrderAction;
}

const REFRESH = [['shop'], ['orders']] as const;

function FulfilForm({ order, onClose }: { order: ShopOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const places = useQuery({
    queryKey: ['shop', 'places', order.id],
    queryFn: () => act(shopOrderPlacesAct, { id: order.id }),
  });
  const compartments = places.data?.compartments ?? [];
  const paramsOf = (draft: { compartment: string }) => ({
    id: order.id,
    compartment: Number(draft.compartment),
  });
  const actForm = useActForm<{ compartment: string }>(
    { schema: shopOrderFulfilAct.params, paramsOf },
    { compartment: '' },
  );
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: { compartment: string }) => act(shopOrderFulfilAct, paramsOf(draft)),
    savedText: (detail) =>
      t('shop.fulfil.done', { number: order.number, locker: readableMachineName(detail.order.mname ?? '') }),
    refresh: REFRESH,
    onSaved: onClose,
  });
  const message = issueMessage(actForm.form.formState.errors, 'compartment', () =>
    t('shop.fulfil.invalid.compartment'),
  );
  return (
    <DialogForm
      titleId="order-action-title"
      title={t('shop.fulfil.title', { number: order.number })}
      testId="fulfil-dialog"
      onSubmit={submit}
      footer={{ onCancel: onClose, pending, submitLabel: t('shop.fulfil.submit'), testId: 'fulfil-submit' }}
    >
      <SelectField
        id="fulfil-compartment"
        label={t('shop.fulfil.compartment')}
        control={actForm.form.control}
        name="compartment"
        message={message}
      >
        <option value="">
          {places.isSuccess && compartments.length === 0 ? t('shop.fulfil.none') : t('shop.fulfil.choose')}
        </option>
        {compartments.map((compartment) => (
          <option key={compartment.id} value={String(compartment.id)}>
            {`${readableMachineName(compartment.mname)} · ${compartment.label}${compartment.size ? ` · ${t('shop.fulfil.size', { size: compartment.size })}` : ''}`}
          </option>
        ))}
      </SelectField>
      <p className="form-text mb-0">{t('shop.fulfil.help')}</p>
    </DialogForm>
  );
}

function ReasonForm({
  order,
  action,
  onClose,
}: {
  order: ShopOrder;
  action: 'handOver' | 'cancelOrder';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const [key] = useState(() => crypto.randomUUID());
  const paramsOf = (draft: { reason: string }) =>
    action === 'cancelOrder'
      ? { id: order.id, reason: draft.reason, key }
      : { id: order.id, reason: draft.reason };
  const actForm = useActForm<{ reason: string }>(
    {
      schema: action === 'cancelOrder' ? shopOrderCancelAct.params : shopOrderCollectedAct.params,
      paramsOf,
      fieldOf: () => 'reason',
    },
    { reason: '' },
  );
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: { reason: string }) =>
      action === 'cancelOrder'
        ? act(shopOrderCancelAct, { id: order.id, reason: draft.reason, key })
        : act(shopOrderCollectedAct, { id: order.id, reason: draft.reason }),
    savedText: () => t(`shop.${action}.done`, { number: order.number }),
    refresh: REFRESH,
    onSaved: onClose,
  });
  const message = issueMessage(actForm.form.formState.errors, 'reason', () =>
    t(`shop.${action}.invalid.reason`),
  );
  return (
    <DialogForm
      titleId="order-action-title"
      title={t(`shop.${action}.title`, { number: order.number })}
      testId={`${action}-dialog`}
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t(`shop.${action}.submit`),
        testId: `${action}-submit`,
      }}
    >
      {action === 'cancelOrder' && <p>{t('shop.cancelOrder.warning')}</p>}
      <FormField
        id="order-action-reason"
        className=""
        label={t(`shop.${action}.reason`)}
        help={t(`shop.${action}.reasonHelp`)}
        input={{ maxLength: 200 }}
        registration={actForm.form.register('reason')}
        message={message}
      />
    </DialogForm>
  );
}

export function OrderActionDialog({
  target,
  onClose,
}: {
  target: OrderActionTarget | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="order-action-title">
      {(open) =>
        open.action === 'fulfil' ? (
          <FulfilForm order={open.order} onClose={onClose} />
        ) : (
          <ReasonForm order={open.order} action={open.action} onClose={onClose} />
        )
      }
    </FormDialog>
  );
}
