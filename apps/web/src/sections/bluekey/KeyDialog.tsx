// Create a courier key (act 64013) on react-hook-form with the act's own schema: the carrier and the courier, how
// they open (PIN, QR code or their tag), where (whole buildings or single lockers) and from which day to which.
// The answer's PIN or QR code goes to the secret dialog, shown once.
import { courierKeyCreateAct, KEY_METHODS, type ActParams, type KeyMethod } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogFooter } from '../../shared/dialog/DialogFooter';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions, useLockerOptions } from '../../shared/options/use-building-options';
import { CheckList } from '../tokens/CheckList';
import type { CreatedKey } from './KeySecretDialog';
import { useCarrierOptions } from './use-carrier-options';

interface KeyDraft {
  carrier_id: string;
  courier: string;
  phone: string;
  method: KeyMethod;
  tag: string;
  buids: number[];
  /** Places in the locker choices (the check list counts by number); the act takes their uuids. */
  lockers: number[];
  /** yyyy-mm-dd, the first and last days the key opens (the browser's days). */
  from: string;
  to: string;
}

const DAY = 86_400_000;

/** The fields that can be wrong, and the text that says how. */
const INVALID = {
  carrier_id: 'carrier_id',
  courier: 'courier',
  tag: 'tag',
  buids: 'buids',
  from: 'valid_from',
  to: 'valid_to',
} as const;
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function paramsOf(draft: KeyDraft, lockerUuids: readonly string[]): ActParams<typeof courierKeyCreateAct> {
  return {
    carrier_id: draft.carrier_id === '' ? 0 : Number(draft.carrier_id),
    courier: draft.courier,
    phone: draft.phone,
    method: draft.method,
    ...(draft.method === 'tag' ? { tag: draft.tag } : {}),
    buids: draft.buids,
    muuids: draft.lockers
      .map((index) => lockerUuids[index])
      .filter((uuid): uuid is string => uuid !== undefined),
    valid_from: isDay(draft.from) ? new Date(`${draft.from}T00:00:00`).toISOString() : '',
    valid_to: isDay(draft.to) ? new Date(`${draft.to}T23:59:59`).toISOString() : '',
  };
}

const mappingFor = (lockerUuids: readonly string[]): ActFormMapping<KeyDraft> => ({
  schema: courierKeyCreateAct.params,
  paramsOf: (draft) => paramsOf(draft, lockerUuids),
  fieldOf: (path) =>
    path === 'valid_from'
      ? 'from'
      : path === 'valid_to'
        ? 'to'
        : path.startsWith('muuids') || path.startsWith('buids')
          ? 'buids'
          : (path as 'courier'),
});

export function KeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: CreatedKey) => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const carriers = useCarrierOptions(true);
  const buildings = useBuildingOptions();
  const lockers = useLockerOptions('');
  const lockerUuids = lockers.map((locker) => locker.value);
  const { form, showServerIssues } = useActForm<KeyDraft>(mappingFor(lockerUuids), {
    carrier_id: '',
    courier: '',
    phone: '',
    method: 'pin',
    tag: '',
    buids: [],
    lockers: [],
    from: localDay(new Date()),
    to: localDay(new Date(Date.now() + 90 * DAY)),
  });
  const method = form.watch('method');
  const chosenBuildings = form.watch('buids');
  const chosenLockers = form.watch('lockers');
  const issueOf = (field: keyof typeof INVALID) =>
    issueMessage(form.formState.errors, field, () => t(`bluekey.keyForm.invalid.${INVALID[field]}`));
  const toggle = (field: 'buids' | 'lockers', value: number, on: boolean) => {
    const current = form.getValues(field);
    const next = on ? [...current, value] : current.filter((entry) => entry !== value);
    form.setValue(field, next, { shouldValidate: form.formState.isSubmitted });
  };
  const create = useMutation({
    mutationFn: (draft: KeyDraft) => act(courierKeyCreateAct, paramsOf(draft, lockerUuids)),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['bluekey'] });
      toast.success(t('bluekey.keyForm.created', { courier: answer.key.courier }));
      onCreated({ courier: answer.key.courier, method: answer.key.method, secret: answer.secret ?? '' });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('bluekey.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => create.mutate(draft));
  return (
    <Modal show onHide={onClose} centered scrollable aria-labelledby="key-form-title">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="key-form"
        className="modal-content border-0"
      >
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title id="key-form-title" as="h2" className="h5">
            {t('bluekey.keyForm.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SelectField
            id="key-carrier"
            className="mb-3"
            label={t('bluekey.keyForm.carrier')}
            control={form.control}
            name="carrier_id"
            message={issueOf('carrier_id')}
          >
            <option value="">{t('bluekey.keyForm.chooseCarrier')}</option>
            {carriers.map((carrier) => (
              <option key={carrier.value} value={carrier.value}>
                {carrier.label}
              </option>
            ))}
          </SelectField>
          <FormField
            id="key-courier"
            className="mb-3"
            label={t('bluekey.keyForm.courier')}
            input={{ maxLength: 80, autoComplete: 'off' }}
            registration={form.register('courier')}
            message={issueOf('courier')}
          />
          <FormField
            id="key-phone"
            className="mb-3"
            type="tel"
            label={t('bluekey.keyForm.phone')}
            input={{ maxLength: 32, autoComplete: 'off' }}
            registration={form.register('phone')}
            message={undefined}
          />
          <SelectField
            id="key-method"
            className="mb-1"
            label={t('bluekey.keyForm.method')}
            control={form.control}
            name="method"
            message={undefined}
          >
            {KEY_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`bluekey.method.${value}`)}
              </option>
            ))}
          </SelectField>
          <div className="form-text mb-3">{t('bluekey.keyForm.methodHelp')}</div>
          {method === 'tag' && (
            <FormField
              id="key-tag"
              className="mb-3"
              label={t('bluekey.keyForm.tag')}
              help={t('bluekey.keyForm.tagHelp')}
              input={{ maxLength: 48, autoComplete: 'off' }}
              registration={form.register('tag')}
              message={issueOf('tag')}
            />
          )}
          <CheckList
            id="key-buildings"
            legend={t('bluekey.keyForm.buildings')}
            countText={t('bluekey.keyForm.chosen', { count: chosenBuildings.length })}
            findLabel={t('bluekey.keyForm.buildingsFilter')}
            emptyText={t('bluekey.keyForm.buildingsNone')}
            items={buildings.map((building) => ({ value: Number(building.value), label: building.label }))}
            chosen={chosenBuildings}
            onToggle={(buid, on) => toggle('buids', buid, on)}
            message={issueOf('buids')}
          />
          <CheckList
            id="key-lockers"
            legend={t('bluekey.keyForm.lockers')}
            countText={t('bluekey.keyForm.chosen', { count: chosenLockers.length })}
            findLabel={t('bluekey.keyForm.lockersFilter')}
            emptyText={t('bluekey.keyForm.lockersNone')}
            items={lockers.map((locker, index) => ({ value: index, label: locker.label }))}
            chosen={chosenLockers}
            onToggle={(index, on) => toggle('lockers', index, on)}
          />
          <div className="row g-3">
            <FormField
              id="key-from"
              className="col-6"
              type="date"
              label={t('bluekey.keyForm.from')}
              registration={form.register('from')}
              message={issueOf('from')}
            />
            <FormField
              id="key-to"
              className="col-6"
              type="date"
              label={t('bluekey.keyForm.to')}
              registration={form.register('to')}
              message={issueOf('to')}
            />
          </div>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          pending={create.isPending}
          submitLabel={t('bluekey.keyForm.submit')}
          testId="key-save"
        />
      </form>
    </Modal>
  );
}
