// Adding a participant (act 65007): a member of a pickup building who has not joined yet (act 65008, searched as
// one types), a quantity and the payment method token the provider gave; nothing is charged until success.
import {
  groupBuyCandidatesAct,
  groupBuyJoinAct,
  MAX_QUANTITY,
  type ActParams,
  type CampaignDetail,
  type CampaignItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';

interface JoinDraft {
  member: string;
  quantity: string;
  method: string;
}

const EMPTY_JOIN: JoinDraft = { member: '', quantity: '1', method: '' };
const TITLE_ID = 'group-buy-join-title';

const paramsOf =
  (campaign: CampaignItem) =>
  (draft: JoinDraft): ActParams<typeof groupBuyJoinAct> => ({
    id: campaign.id,
    member: Number(draft.member) || 0,
    quantity: Number(draft.quantity),
    method: draft.method,
  });

function JoinForm({ campaign, onClose }: { campaign: CampaignItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const candidates = useQuery({
    queryKey: ['group-buy', 'candidates', campaign.id, q],
    queryFn: () => act(groupBuyCandidatesAct, { id: campaign.id, ...(q ? { q } : {}) }),
  });
  const actForm = useActForm<JoinDraft>(
    { schema: groupBuyJoinAct.params, paramsOf: paramsOf(campaign) },
    EMPTY_JOIN,
  );
  const { form } = actForm;
  const members = candidates.data?.members ?? [];
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: JoinDraft) => act(groupBuyJoinAct, paramsOf(campaign)(draft)),
    savedText: (detail: CampaignDetail) =>
      t('groupBuy.join.done', { member: detail.participants.at(-1)?.name ?? '', name: campaign.name }),
    refresh: [['group-buy']],
    onSaved: onClose,
  });
  const issueOf = (field: keyof JoinDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(`groupBuy.join.invalid.${['member', 'quantity', 'method'].includes(name) ? name : 'other'}`),
    );
  return (
    <DialogForm
      titleId={TITLE_ID}
      title={t('groupBuy.join.title', { name: campaign.name })}
      testId="join-dialog"
      onSubmit={submit}
      footer={{ onCancel: onClose, pending, submitLabel: t('groupBuy.join.submit'), testId: 'join-submit' }}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor="join-search">
          {t('groupBuy.join.search')}
        </label>
        <input
          id="join-search"
          type="search"
          className="form-control"
          placeholder={t('groupBuy.join.searchPlaceholder')}
          value={search}
          maxLength={64}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <SelectField
        id="join-member"
        className="mb-3"
        label={t('groupBuy.join.member')}
        control={form.control}
        name="member"
        message={issueOf('member')}
      >
        <option value="">{members.length > 0 ? t('groupBuy.join.choose') : t('groupBuy.join.none')}</option>
        {members.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {[member.name, member.unit, member.bname].filter(Boolean).join(' · ')}
          </option>
        ))}
      </SelectField>
      <FormField
        id="join-quantity"
        className="mb-3"
        type="number"
        label={t('groupBuy.join.quantity')}
        input={{ autoComplete: 'off' }}
        registration={form.register('quantity')}
        message={issueOf('quantity')}
        help={`1–${MAX_QUANTITY}`}
      />
      <FormField
        id="join-method"
        className="mb-0"
        label={t('groupBuy.join.method')}
        help={t('groupBuy.join.methodHelp')}
        input={{ maxLength: 100, autoComplete: 'off' }}
        registration={form.register('method')}
        message={issueOf('method')}
      />
    </DialogForm>
  );
}

export function JoinDialog({
  campaign,
  onClose,
}: {
  campaign: CampaignItem | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={campaign} onClose={onClose} titleId={TITLE_ID}>
      {(target) => <JoinForm campaign={target} onClose={onClose} />}
    </FormDialog>
  );
}
