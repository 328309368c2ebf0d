// Placing a shop order for a member (act 65407): find the member (act 55001, current residents of the user's
// buildings), pick items on sale with their quantities, and the payment method the order is charged to. The
// units are reserved and the order charged at once; a declined charge says so (its units went back to stock).
import {
  formatMoney,
  memberListAct,
  shopItemsAct,
  shopOrderPlaceAct,
  type OrderDetail,
  type ShopItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { TouchSpinField } from '../../shared/form/TouchSpinField';
import { useActForm } from '../../shared/form/use-act-form';

interface OrderDraft {
  member: string;
  lines: { item: string; quantity: string }[];
  method: string;
}

function totalOf(draft: OrderDraft, items: readonly ShopItem[], language: string): string | undefined {
  const priced = draft.lines.map((line) => ({
    item: items.find((entry) => String(entry.id) === line.item),
    quantity: Number(line.quantity),
  }));
  const first = priced[0]?.item;
  if (!first || priced.some((line) => !line.item || !(line.quantity > 0))) return undefined;
  const amount = priced.reduce((sum, line) => sum + (line.item?.price.amount ?? 0) * line.quantity, 0);
  return formatMoney({ amount, currency: first.price.currency }, language);
}

function PlaceOrderForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  // One key per opening of the dialog: a double click or a retry charges once.
  const [key] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const members = useQuery({
    queryKey: ['shop', 'members', q],
    queryFn: () => act(memberListAct, { ...(q ? { q } : {}), status: 'active', count: 25 }),
  });
  const items = useQuery({
    queryKey: ['shop', 'items', 'on-sale'],
    queryFn: () => act(shopItemsAct, { active: true, count: 500 }),
  });
  const catalogue = items.data?.items ?? [];
  const paramsOf = (draft: OrderDraft) => ({
    member: Number(draft.member),
    lines: draft.lines.map((line) => ({ item: Number(line.item), quantity: Number(line.quantity) })),
    method: draft.method,
    key,
  });
  const actForm = useActForm<OrderDraft>(
    { schema: shopOrderPlaceAct.params, paramsOf },
    { member: '', lines: [{ item: '', quantity: '1' }], method: 'pm_card_visa' },
  );
  const { form } = actForm;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: OrderDraft) => act(shopOrderPlaceAct, paramsOf(draft)),
    savedText: (detail: OrderDetail) =>
      t(detail.order.payment_state === 'paid' ? 'shop.placeOrder.placed' : 'shop.placeOrder.declined', {
        number: detail.order.number,
      }),
    refresh: [['shop']],
    onSaved: onClose,
  });
  const issueOf = (field: string, rule: string) =>
    issueMessage(form.formState.errors, field, () => t(`shop.placeOrder.invalid.${rule}`));
  const total = totalOf(form.watch(), catalogue, i18n.language);
  const found = members.data?.items ?? [];
  return (
    <DialogForm
      titleId="place-order-title"
      title={t('shop.placeOrder.title')}
      testId="place-order-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('shop.placeOrder.submit'),
        testId: 'place-order-submit',
      }}
    >
      <div className="d-flex flex-column gap-3">
        <div>
          <label className="form-label" htmlFor="order-member-search">
            {t('shop.placeOrder.memberSearch')}
          </label>
          <input
            id="order-member-search"
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="order-member-search-help"
            maxLength={64}
          />
          <div id="order-member-search-help" className="form-text">
            {t('shop.placeOrder.memberSearchHelp')}
          </div>
        </div>
        <SelectField
          id="order-member"
          label={t('shop.placeOrder.member')}
          control={form.control}
          name="member"
          message={issueOf('member', 'member')}
        >
          <option value="">
            {found.length === 0 ? t('shop.placeOrder.noMembers') : t('shop.placeOrder.chooseMember')}
          </option>
          {found.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {`${member.name} · ${member.bname} · ${member.unit}`}
            </option>
          ))}
        </SelectField>
        {lines.fields.map((field, index) => (
          <fieldset key={field.id} className="border rounded p-2" data-testid="order-line">
            <legend className="fs-6 mb-1 float-none w-auto px-1">
              {t('shop.placeOrder.line', { n: index + 1 })}
            </legend>
            <div className="row g-2 align-items-end">
              <SelectField
                id={`order-line-${index}-item`}
                className="col-12 col-sm-7"
                label={t('shop.placeOrder.item')}
                control={form.control}
                name={`lines.${index}.item`}
                message={issueOf(`lines.${index}.item`, 'item')}
              >
                <option value="">{t('shop.placeOrder.chooseItem')}</option>
                {catalogue.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {`${item.name} · ${formatMoney(item.price, i18n.language)}`}
                  </option>
                ))}
              </SelectField>
              <TouchSpinField
                id={`order-line-${index}-quantity`}
                className="col-9 col-sm-4"
                label={t('shop.placeOrder.quantity')}
                control={form.control}
                name={`lines.${index}.quantity`}
                min={1}
                max={99}
                small
                message={issueOf(`lines.${index}.quantity`, 'quantity')}
              />
              {lines.fields.length > 1 && (
                <div className="col-3 col-sm-1">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={t('shop.placeOrder.removeLine', { n: index + 1 })}
                    onClick={() => lines.remove(index)}
                  >
                    <X size={16} aria-hidden="true" />
                  </button>
                </div>
              )}
            </div>
          </fieldset>
        ))}
        <div>
          <button
            type="button"
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => lines.append({ item: '', quantity: '1' })}
            disabled={lines.fields.length >= 20}
          >
            <Plus size={16} aria-hidden="true" />
            {t('shop.placeOrder.addLine')}
          </button>
        </div>
        <FormField
          id="order-method"
          className=""
          label={t('shop.placeOrder.method')}
          help={t('shop.placeOrder.methodHelp')}
          registration={form.register('method')}
          message={issueOf('method', 'method')}
          input={{ maxLength: 100, autoComplete: 'off' }}
        />
        {total && (
          <p className="mb-0 fw-semibold" data-testid="order-total">
            {t('shop.placeOrder.total', { total })}
          </p>
        )}
      </div>
    </DialogForm>
  );
}

export function PlaceOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog target={open ? true : undefined} onClose={onClose} titleId="place-order-title" size="lg">
      {() => <PlaceOrderForm onClose={onClose} />}
    </FormDialog>
  );
}
