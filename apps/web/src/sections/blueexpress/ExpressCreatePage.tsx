// A new shipment (`#/blueexpress/new`, act 65303): the building, its drop-off locker and the sending member, the
// recipient and the destination (a locker or a street address), the size and service (priced from the tariff as it
// is chosen, with the sender's premium benefit) and the card token. Created and charged at once; the drop-off code is
// then shown this one time.
import {
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  expressCreateAct,
  expressTariffAct,
  formatMoney,
  memberListAct,
  type ExpressShipment,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { ShownOnceDialog } from '../../shared/dialog/ShownOnceDialog';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions, useLockerOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { createMapping, createParams, EMPTY_CREATE, type CreateDraft } from './create-form';
import { originText } from './express-destination';
import { QuoteLine, useExpressQuote } from './express-quote';

function useMemberOptions(buid: string) {
  const act = useAct();
  const members = useQuery({
    queryKey: ['blueexpress', 'members', buid],
    queryFn: () => act(memberListAct, { buid: Number(buid), status: 'active', count: 1000 }),
    enabled: buid !== '',
  });
  return (members.data?.items ?? []).map((member) => ({
    value: String(member.id),
    label: member.unit ? `${member.name} · ${member.unit}` : member.name,
  }));
}

function CreateForm() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const mapping = useMemo(() => createMapping(key), [key]);
  const { form, showServerIssues } = useActForm<CreateDraft>(mapping, EMPTY_CREATE);
  const [shown, setShown] = useState<{ shipment: ExpressShipment; code: string } | undefined>();
  const [buid, destination, size, service, memberId] = form.watch([
    'buid',
    'destination',
    'size',
    'service',
    'member_id',
  ]);
  const buildings = useBuildingOptions();
  const lockers = useLockerOptions(buid);
  const allLockers = useLockerOptions('');
  const members = useMemberOptions(buid);
  const tariff = useQuery({ queryKey: ['blueexpress', 'tariff'], queryFn: () => act(expressTariffAct, {}) });
  const price = tariff.data?.rows.find((row) => row.size === size && row.service === service)?.price;
  // The same query as the quote shown (cached once): a free delivery is created without a charge.
  const free = useExpressQuote(memberId, size, service).quote.data?.price.amount === 0;
  const create = useMutation({
    mutationFn: (draft: CreateDraft) => act(expressCreateAct, createParams(draft, key)),
    onSuccess: (result) => {
      const number = result.shipment.number;
      if (result.shipment.price.amount === 0) toast.success(t('blueexpress.create.doneFree', { number }));
      else if (result.shipment.payment_state === 'paid')
        toast.success(t('blueexpress.create.done', { number }));
      else toast.warning(t('blueexpress.create.declined', { number }));
      void queryClient.invalidateQueries({ queryKey: ['blueexpress'] });
      setShown(result);
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('blueexpress.create.failed', { reason: error.message }));
      // A refused call created nothing; the next try is a new request.
      setKey(crypto.randomUUID());
    },
  });
  const submit = form.handleSubmit(
    (draft) => create.mutate(draft),
    () => toast.error(t('blueexpress.create.checkFields')),
  );
  const issue = (field: keyof CreateDraft) =>
    issueMessage(form.formState.errors, field, (name) => {
      if (['buid', 'muuid', 'member_id', 'dest_muuid', 'size', 'service'].includes(name))
        return t('blueexpress.create.invalid.required');
      if (['recipient', 'recipient_phone', 'address', 'method'].includes(name))
        return t(`blueexpress.create.invalid.${name}`);
      return t('blueexpress.create.invalid.other');
    });
  const select = (
    name: keyof CreateDraft,
    label: string,
    choose: string,
    options: readonly { value: string; label: string }[],
    onPick?: () => void,
  ) => (
    <SelectField
      id={`create-${name}`}
      className="col-12 col-md-6"
      label={label}
      control={form.control}
      name={name}
      message={issue(name)}
      {...(onPick ? { onPick } : {})}
    >
      <option value="">{choose}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-shipment-form">
      <div className="row g-3">
        {select(
          'buid',
          t('blueexpress.create.building'),
          t('blueexpress.create.chooseBuilding'),
          buildings,
          () => {
            form.setValue('muuid', '');
            form.setValue('member_id', '');
          },
        )}
        {select('muuid', t('blueexpress.create.locker'), t('blueexpress.create.chooseLocker'), lockers)}
        {select('member_id', t('blueexpress.create.sender'), t('blueexpress.create.chooseSender'), members)}
        <FormField
          id="create-recipient"
          label={t('blueexpress.create.recipient')}
          input={{ maxLength: 120, autoComplete: 'off' }}
          registration={form.register('recipient')}
          message={issue('recipient')}
        />
        <FormField
          id="create-recipient_phone"
          type="tel"
          label={t('blueexpress.create.phone')}
          input={{ maxLength: 32, autoComplete: 'off' }}
          registration={form.register('recipient_phone')}
          message={issue('recipient_phone')}
        />
        <fieldset className="col-12 col-md-6">
          <legend className="form-label fs-6 mb-2">{t('blueexpress.create.destination')}</legend>
          {(['locker', 'address'] as const).map((value) => (
            <div className="form-check form-check-inline" key={value}>
              <input
                className="form-check-input"
                type="radio"
                id={`create-destination-${value}`}
                value={value}
                {...form.register('destination')}
              />
              <label className="form-check-label" htmlFor={`create-destination-${value}`}>
                {t(value === 'locker' ? 'blueexpress.create.toLocker' : 'blueexpress.create.toAddress')}
              </label>
            </div>
          ))}
        </fieldset>
        {destination === 'locker' ? (
          select(
            'dest_muuid',
            t('blueexpress.create.destLocker'),
            t('blueexpress.create.chooseLocker'),
            allLockers,
          )
        ) : (
          <FormField
            id="create-address"
            className="col-12 col-md-6"
            label={t('blueexpress.create.address')}
            input={{ maxLength: 300 }}
            registration={form.register('address')}
            message={issue('address')}
          />
        )}
        {select(
          'size',
          t('blueexpress.create.size'),
          t('blueexpress.create.size'),
          EXPRESS_SIZES.map((value) => ({ value, label: value })),
        )}
        {select(
          'service',
          t('blueexpress.create.service'),
          t('blueexpress.create.service'),
          EXPRESS_SERVICES.map((value) => ({ value, label: t(`blueexpress.services.${value}`) })),
        )}
        <FormField
          id="create-method"
          label={t('blueexpress.method')}
          help={t('blueexpress.methodHelp')}
          input={{ maxLength: 100, autoComplete: 'off' }}
          registration={form.register('method')}
          message={issue('method')}
        />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending}
          data-testid="create-submit"
        >
          {create.isPending
            ? t('blueexpress.create.sending')
            : t(free ? 'blueexpress.create.submitFree' : 'blueexpress.create.submit')}
        </button>
        {memberId ? (
          <QuoteLine memberId={memberId} size={size} service={service} />
        ) : (
          price && (
            <span className="fw-semibold" data-testid="create-price">
              {t('blueexpress.create.price', { amount: formatMoney(price, i18n.language) })}
            </span>
          )
        )}
      </div>
      {shown && (
        <ShownOnceDialog
          secret={shown.code}
          texts={{
            title: t('blueexpress.code.title'),
            warning: t('blueexpress.code.warning'),
            label: t('blueexpress.code.label', { number: shown.shipment.number }),
            usage: t('blueexpress.code.usage', { locker: originText(shown.shipment) }),
            copy: t('blueexpress.code.copy'),
            copied: t('blueexpress.code.copied'),
            copyFailed: t('blueexpress.code.copyFailed'),
            done: t('blueexpress.code.done'),
          }}
          names={{
            id: 'drop-off-code',
            dialogTestId: 'drop-off-code-dialog',
            fieldTestId: 'drop-off-code',
            doneTestId: 'drop-off-code-done',
          }}
          onClose={() => void navigate(`/blueexpress/${shown.shipment.id}`)}
        />
      )}
    </form>
  );
}

export function ExpressCreatePage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="blueexpress" title={t('blueexpress.create.title')}>
      <Link to="/blueexpress" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('blueexpress.detail.back')}
      </Link>
      <TitledCard title={t('blueexpress.create.title')}>
        <CreateForm />
      </TitledCard>
    </SectionPage>
  );
}
