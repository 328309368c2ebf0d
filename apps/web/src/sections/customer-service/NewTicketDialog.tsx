// Open a ticket on someone's behalf (act 61005): a call or an email from a member or a building's staff, about a
// building, with the locker and parcel concerned if known. Validated with the act's own schema.
import { TICKET_PRIORITIES, ticketCreateAct, ticketNumber } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { BuildingOptions } from '../../shared/options/BuildingOptions';
import { useLockerOptions } from '../../shared/options/use-building-options';
import { TextAreaField } from './TextAreaField';
import { EMPTY_TICKET, ticketMapping, ticketParams, type TicketDraft } from './ticket-form';
import { ticketPath } from './ticket-text';

const TITLE_ID = 'new-ticket-title';

function NewTicketForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const actForm = useActForm<TicketDraft>(ticketMapping, EMPTY_TICKET);
  const { form } = actForm;
  const buid = form.watch('buid');
  const lockers = useLockerOptions(buid);
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: TicketDraft) => act(ticketCreateAct, ticketParams(draft)),
    savedText: (saved) => t('support.dialog.opened', { number: ticketNumber(saved.id) }),
    refresh: [['support']],
    onSaved: (saved) => {
      onClose();
      void navigate(ticketPath(saved.id));
    },
  });
  const issueOf = (field: keyof TicketDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(
        `support.invalid.${name in EMPTY_TICKET && name !== 'source' && name !== 'priority' ? name : 'other'}`,
      ),
    );
  const text = (
    field: 'subject' | 'name' | 'phone' | 'email' | 'member_id' | 'parcel_id',
    maxLength: number,
  ) => (
    <FormField
      id={`ticket-${field}`}
      className="col-12 col-sm-6"
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      label={t(
        `support.dialog.${field === 'member_id' ? 'member' : field === 'parcel_id' ? 'parcel' : field}`,
      )}
      help={field === 'name' ? t('support.dialog.nameHelp') : undefined}
      input={{ maxLength }}
      registration={form.register(field)}
      message={issueOf(field)}
    />
  );
  return (
    <DialogForm
      titleId={TITLE_ID}
      title={t('support.dialog.title')}
      testId="new-ticket-form"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('support.dialog.submit'),
        testId: 'new-ticket-submit',
      }}
    >
      <div className="row g-3">
        <SelectField
          id="ticket-source"
          className="col-12 col-sm-6"
          label={t('support.dialog.source')}
          control={form.control}
          name="source"
          message={issueOf('source')}
        >
          <option value="member">{t('support.source.member')}</option>
          <option value="building">{t('support.source.building')}</option>
        </SelectField>
        <SelectField
          id="ticket-priority"
          className="col-12 col-sm-6"
          label={t('support.dialog.priority')}
          control={form.control}
          name="priority"
          message={issueOf('priority')}
        >
          {TICKET_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {t(`support.priority.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="ticket-buid"
          className="col-12"
          label={t('support.dialog.building')}
          control={form.control}
          name="buid"
          message={issueOf('buid')}
          onPick={() => form.setValue('muuid', '')}
        >
          <BuildingOptions placeholder={t('support.dialog.chooseBuilding')} />
        </SelectField>
        {text('subject', 120)}
        {text('name', 120)}
        {text('phone', 32)}
        {text('email', 200)}
        <TextAreaField
          id="ticket-body"
          className="col-12"
          label={t('support.dialog.body')}
          maxLength={4000}
          registration={form.register('body')}
          message={issueOf('body')}
        />
        {text('member_id', 10)}
        {text('parcel_id', 10)}
        <SelectField
          id="ticket-muuid"
          className="col-12"
          label={t('support.dialog.locker')}
          control={form.control}
          name="muuid"
          message={issueOf('muuid')}
        >
          <option value="">{t('support.dialog.noLocker')}</option>
          {(buid === '' ? [] : lockers).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
    </DialogForm>
  );
}

export function NewTicketDialog({ onClose }: { onClose: () => void }) {
  return (
    <FormDialog target={true} onClose={onClose} titleId={TITLE_ID} size="lg">
      {() => <NewTicketForm onClose={onClose} />}
    </FormDialog>
  );
}
