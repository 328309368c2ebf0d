// Add a member (act 55003) or edit one (55004), on react-hook-form with the create act's own schema. A refusal only
// the server can make (a phone another member of the building already has) lands on its field too.
import {
  MAX_MEMBER_PHONES,
  MEMBER_CHANNELS,
  MEMBER_LANGUAGES,
  memberCreateAct,
  memberUpdateAct,
  type MemberItem,
} from '@bluemanager/protocol';
import { Plus, X } from 'lucide-react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { useActForm } from '../../shared/form/use-act-form';
import {
  createParamsOf,
  emptyMember,
  issueText,
  memberFormOf,
  memberMapping,
  updateParamsOf,
  type MemberForm,
} from './member-form';
import { BuildingOptions } from '../../shared/options/BuildingOptions';

interface MemberDialogProps {
  /** The member to edit; absent to add one. */
  member?: MemberItem;
  /** The building a new member starts in (the list's building filter). */
  buid?: string;
  onClose: () => void;
  onSaved?: (member: MemberItem) => void;
}

type Issue = Pick<FieldError, 'type' | 'message'> | undefined;

export function MemberDialog({ member, buid = '', onClose, onSaved }: MemberDialogProps) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<MemberForm>(memberMapping, member ? memberFormOf(member) : emptyMember(buid));
  const { form } = actForm;
  const values = form.watch();
  const changes = member ? updateParamsOf(member, values) : undefined;
  const { errors } = form.formState;
  const text = (field: string, issue: Issue) => (issue ? issueText(t, field, issue) : undefined);
  const { submit, pending } = useDialogSave({
    actForm,
    save: (next: MemberForm) =>
      member
        ? act(memberUpdateAct, updateParamsOf(member, next) ?? { id: member.id })
        : act(memberCreateAct, createParamsOf(next)),
    savedText: (saved) => t(member ? 'members.saved' : 'members.created', { name: saved.name }),
    refresh: [['members']],
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  // An issue about the phones as a whole (none given, one twice) rather than about one of them.
  const listIssue: Issue =
    errors.phones?.root ?? (errors.phones?.message ? (errors.phones as Issue) : undefined);
  const phonesIssue = text('phones', listIssue);
  const channelIssue = text('channel', errors.channel);
  const input = (name: 'name' | 'unit' | 'email', type = 'text', autoComplete = 'off') => {
    const id = `member-${name}`;
    const issue = text(name, errors[name]);
    return (
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={id}>
          {t(`members.form.${name}`)}
        </label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          {...issueProps(id, issue)}
          {...form.register(name)}
        />
        <FieldIssue id={`${id}-issue`} message={issue} />
      </div>
    );
  };
  const removePhone = (index: number) =>
    form.setValue(
      'phones',
      values.phones.filter((_, at) => at !== index),
      { shouldDirty: true },
    );
  return (
    <FormDialog target={member ?? 'new'} onClose={onClose} titleId="member-dialog-title" size="lg">
      {() => (
        <DialogForm
          titleId="member-dialog-title"
          title={member ? t('members.form.editTitle', { name: member.name }) : t('members.form.createTitle')}
          testId="member-dialog"
          onSubmit={submit}
          footer={{
            onCancel: onClose,
            pending,
            unchanged: member !== undefined && !changes,
            submitLabel: t('members.actions.save'),
            testId: 'member-submit',
          }}
        >
          <div className="row g-3">
            {!member && (
              <div className="col-12">
                <label className="form-label" htmlFor="member-buid">
                  {t('members.form.building')}
                </label>
                <select
                  id="member-buid"
                  {...issueProps('member-buid', text('buid', errors.buid), 'form-select')}
                  {...form.register('buid')}
                >
                  <BuildingOptions placeholder={t('members.form.chooseBuilding')} />
                </select>
                <FieldIssue id="member-buid-issue" message={text('buid', errors.buid)} />
              </div>
            )}
            {input('name', 'text', 'name')}
            {input('unit')}
            <fieldset className="col-12">
              <legend className="form-label fs-6 mb-2">{t('members.columns.phones')}</legend>
              <div className="row g-2">
                {values.phones.map((_, index) => {
                  const id = `member-phone-${index}`;
                  const issue = text(`phones.${index}`, errors.phones?.[index]);
                  return (
                    <div className="col-12 col-md-6" key={index}>
                      <label className="visually-hidden" htmlFor={id}>
                        {t('members.form.phone', { number: index + 1 })}
                      </label>
                      <div className="input-group has-validation">
                        <input
                          id={id}
                          type="tel"
                          inputMode="tel"
                          autoComplete="off"
                          placeholder={t('members.form.phone', { number: index + 1 })}
                          {...issueProps(id, issue ?? (index === 0 ? phonesIssue : undefined))}
                          aria-describedby="member-phones-help"
                          {...form.register(`phones.${index}`)}
                        />
                        {values.phones.length > 1 && (
                          <button
                            type="button"
                            className="btn btn-outline-secondary"
                            aria-label={t('members.form.removePhone', { number: index + 1 })}
                            onClick={() => removePhone(index)}
                          >
                            <X size={16} aria-hidden="true" />
                          </button>
                        )}
                      </div>
                      <FieldIssue id={`${id}-issue`} message={issue} />
                    </div>
                  );
                })}
              </div>
              <FieldIssue id="member-phones-issue" message={phonesIssue} />
              <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                <span id="member-phones-help" className="form-text m-0 me-auto">
                  {t('members.form.phoneHelp')}
                </span>
                {values.phones.length < MAX_MEMBER_PHONES && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0 d-inline-flex align-items-center gap-1"
                    onClick={() => form.setValue('phones', [...values.phones, ''], { shouldDirty: true })}
                  >
                    <Plus size={14} aria-hidden="true" />
                    {t('members.form.addPhone')}
                  </button>
                )}
              </div>
            </fieldset>
            {input('email', 'email', 'email')}
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="member-language">
                {t('members.form.language')}
              </label>
              <select id="member-language" className="form-select" {...form.register('language')}>
                {MEMBER_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`members.languages.${language}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="member-channel">
                {t('members.form.channel')}
              </label>
              <select
                id="member-channel"
                {...issueProps('member-channel', channelIssue, 'form-select')}
                {...form.register('channel')}
              >
                {MEMBER_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {t(`members.channels.${channel}`)}
                  </option>
                ))}
              </select>
              <FieldIssue id="member-channel-issue" message={channelIssue} />
            </div>
            {!member && (
              <div className="col-12 col-md-6">
                <label className="form-label" htmlFor="member-status">
                  {t('members.form.status')}
                </label>
                <select id="member-status" className="form-select" {...form.register('status')}>
                  <option value="active">{t('members.status.active')}</option>
                  <option value="invited">{t('members.status.invited')}</option>
                </select>
              </div>
            )}
            <div className="col-12">
              <label className="form-label" htmlFor="member-notes">
                {t('members.form.notes')}
              </label>
              <textarea
                id="member-notes"
                rows={2}
                maxLength={1000}
                {...issueProps('member-notes', text('notes', errors.notes))}
                {...form.register('notes')}
              />
            </div>
          </div>
        </DialogForm>
      )}
    </FormDialog>
  );
}
