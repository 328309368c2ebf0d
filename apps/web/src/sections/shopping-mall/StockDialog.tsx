// A restock or an adjustment of an item in one building (act 65405): the units on the touch-spin stepper, an
// adjustment's direction, and the reason that goes on the ledger.
import { shopStockAct, type ShopItem, type StockLevel } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { TouchSpinField } from '../../shared/form/TouchSpinField';
import { useActForm } from '../../shared/form/use-act-form';

export interface StockTarget {
  item: ShopItem;
  level: StockLevel;
  kind: 'restock' | 'adjust';
}

interface StockDraft {
  units: string;
  direction: 'add' | 'remove';
  reason: string;
}

function StockForm({ target, onClose }: { target: StockTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (draft: StockDraft) => {
    const units = Number(draft.units);
    return {
      id: target.item.id,
      buid: target.level.buid,
      kind: target.kind,
      delta: draft.direction === 'remove' ? -units : units,
      reason: draft.reason,
    };
  };
  const actForm = useActForm<StockDraft>(
    {
      schema: shopStockAct.params,
      paramsOf,
      fieldOf: (path) => (path === 'reason' ? 'reason' : 'units'),
      moreIssues: (draft) =>
        Number(draft.units) > 0 ? [] : [{ path: 'delta', message: 'above zero', type: 'units' }],
    },
    { units: '1', direction: 'add', reason: '' },
  );
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: StockDraft) => act(shopStockAct, paramsOf(draft)),
    savedText: () => t('shop.stock.saved', { name: target.item.name }),
    refresh: [['shop']],
    onSaved: onClose,
  });
  const issueOf = (field: keyof StockDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(`shop.stock.invalid.${name === 'units' || name === 'reason' ? name : 'other'}`),
    );
  const title = t(`shop.stock.${target.kind}Title`, { name: target.item.name });
  return (
    <DialogForm
      titleId="stock-title"
      title={title}
      testId="stock-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t(`shop.item.${target.kind}`),
        testId: 'stock-submit',
      }}
    >
      <div className="d-flex flex-column gap-3">
        <p className="mb-0">
          {t('shop.stock.building')}: <strong>{target.level.bname}</strong>
        </p>
        {target.kind === 'adjust' && (
          <SelectField
            id="stock-direction"
            label={t('shop.stock.direction')}
            control={form.control}
            name="direction"
            message={undefined}
          >
            <option value="add">{t('shop.stock.add')}</option>
            <option value="remove">{t('shop.stock.remove')}</option>
          </SelectField>
        )}
        <TouchSpinField
          id="stock-units"
          label={t('shop.stock.units')}
          control={form.control}
          name="units"
          message={issueOf('units')}
        />
        <FormField
          id="stock-reason"
          className=""
          label={t('shop.stock.reason')}
          help={t(`shop.stock.${target.kind}Reason`)}
          input={{ maxLength: 200 }}
          registration={form.register('reason')}
          message={issueOf('reason')}
        />
      </div>
    </DialogForm>
  );
}

export function StockDialog({ target, onClose }: { target: StockTarget | undefined; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="stock-title">
      {(open) => <StockForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
