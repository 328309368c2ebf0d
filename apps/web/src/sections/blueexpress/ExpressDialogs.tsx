// The shipment page's three writes, each a form dialog on its act's own schema: record the next step (act 65305),
// cancel with a refund and a reason (65306), and charge again after a decline (65304). Each dialog holds one
// idempotency key where its act takes one, so a double press moves money once.
import {
  expressCancelAct,
  expressChargeAct,
  expressMoveAct,
  formatMoney,
  type ExpressDetail,
  type ExpressShipment,
  type ExpressStaffMove,
} from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

const REFRESH = [['blueexpress']] as const;

interface MoveDraft {
  place: string;
  note: string;
}

export function MoveForm({
  shipment,
  to,
  onClose,
}: {
  shipment: ExpressShipment;
  to: ExpressStaffMove;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (draft: MoveDraft) => ({
    id: shipment.id,
    to,
    ...(draft.place.trim() ? { place: draft.place } : {}),
    ...(draft.note.trim() ? { note: draft.note } : {}),
  });
  const actForm = useActForm<MoveDraft>(
    { schema: expressMoveAct.params, paramsOf, fieldOf: (path) => (path === 'note' ? 'note' : 'place') },
    { place: '', note: '' },
  );
  const step = t(`blueexpress.moves.${to}`);
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: MoveDraft) => act(expressMoveAct, paramsOf(draft)),
    savedText: () => t('blueexpress.moves.done', { number: shipment.number, step }),
    refresh: REFRESH,
    onSaved: onClose,
  });
  const issue = (field: keyof MoveDraft) =>
    issueMessage(actForm.form.formState.errors, field, () => t('blueexpress.create.invalid.other'));
  return (
    <DialogForm
      titleId="express-move-title"
      title={t('blueexpress.moves.title', { step })}
      testId="move-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('blueexpress.moves.submit'),
        testId: 'move-submit',
      }}
    >
      <div className="row g-3">
        <FormField
          id="move-place"
          className="col-12"
          label={t('blueexpress.moves.place')}
          help={t('blueexpress.moves.placeHelp')}
          input={{ maxLength: 120 }}
          registration={actForm.form.register('place')}
          message={issue('place')}
        />
        <FormField
          id="move-note"
          className="col-12"
          label={t('blueexpress.moves.note')}
          input={{ maxLength: 200 }}
          registration={actForm.form.register('note')}
          message={issue('note')}
        />
      </div>
    </DialogForm>
  );
}

export function CancelForm({ shipment, onClose }: { shipment: ExpressShipment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [key] = useState(() => crypto.randomUUID());
  const paramsOf = (draft: { reason: string }) => ({ id: shipment.id, reason: draft.reason, key });
  const actForm = useActForm<{ reason: string }>(
    { schema: expressCancelAct.params, paramsOf, fieldOf: () => 'reason' },
    { reason: '' },
  );
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: { reason: string }) => act(expressCancelAct, paramsOf(draft)),
    savedText: () => t('blueexpress.cancel.done', { number: shipment.number }),
    refresh: REFRESH,
    onSaved: onClose,
  });
  const paid =
    shipment.price.amount > 0 &&
    (shipment.payment_state === 'paid' || shipment.payment_state === 'partially-refunded');
  return (
    <DialogForm
      titleId="express-cancel-title"
      title={t('blueexpress.cancel.title', { number: shipment.number })}
      testId="cancel-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('blueexpress.cancel.submit'),
        testId: 'cancel-submit',
      }}
    >
      <p>
        {paid
          ? t('blueexpress.cancel.refund', { amount: formatMoney(shipment.price, i18n.language) })
          : shipment.benefit === 'free-delivery'
            ? t('blueexpress.cancel.freeGivenBack')
            : t('blueexpress.cancel.nothingPaid')}
      </p>
      <FormField
        id="cancel-reason"
        className="col-12"
        label={t('blueexpress.cancel.reason')}
        help={t('blueexpress.cancel.reasonHelp')}
        input={{ maxLength: 200 }}
        registration={actForm.form.register('reason')}
        message={issueMessage(actForm.form.formState.errors, 'reason', () => t('blueexpress.cancel.invalid'))}
      />
    </DialogForm>
  );
}

export function ChargeForm({ shipment, onClose }: { shipment: ExpressShipment; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const [key] = useState(() => crypto.randomUUID());
  const paramsOf = (draft: { method: string }) => ({ id: shipment.id, method: draft.method, key });
  const actForm = useActForm<{ method: string }>(
    { schema: expressChargeAct.params, paramsOf, fieldOf: () => 'method' },
    { method: '' },
  );
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: { method: string }) => act(expressChargeAct, paramsOf(draft)),
    savedText: (detail: ExpressDetail) =>
      detail.shipment.payment_state === 'paid'
        ? t('blueexpress.charge.done', { number: shipment.number })
        : t('blueexpress.charge.declined'),
    refresh: REFRESH,
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId="express-charge-title"
      title={t('blueexpress.charge.title', { number: shipment.number })}
      testId="charge-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('blueexpress.charge.submit'),
        testId: 'charge-submit',
      }}
    >
      <FormField
        id="charge-method"
        className="col-12"
        label={t('blueexpress.method')}
        help={t('blueexpress.methodHelp')}
        input={{ maxLength: 100, autoComplete: 'off' }}
        registration={actForm.form.register('method')}
        message={issueMessage(actForm.form.formState.errors, 'method', () =>
          t('blueexpress.create.invalid.method'),
        )}
      />
    </DialogForm>
  );
}
