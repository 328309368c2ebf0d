// Create or edit a staff account (acts 60002 / 60003) on react-hook-form with the act's own schema: username (only
// on create), level, partner, buildings (for building-level accounts), email and language. The levels offered are
// those the signed-in admin may give at the chosen partner (the server checks the same rule); a created account's
// temporary password goes to the password dialog, shown once.
import {
  STAFF_LANGUAGES,
  assignableLevels,
  isBuildingLevel,
  isLevel,
  staffCreateAct,
  staffEditAct,
  staffPartnersAct,
  type ActParams,
  type Level,
  type StaffItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { CheckList } from '../tokens/CheckList';
import type { ShownPassword } from './PasswordDialog';

interface StaffDraft {
  username: string;
  level: Level;
  partner: string;
  buildings: number[];
  email: string;
  language: (typeof STAFF_LANGUAGES)[number];
}

/** What the dialog is open for: a new account, or one to edit. */
export type StaffTarget = { kind: 'create' } | { kind: 'edit'; staff: StaffItem };

const fieldsOf = (draft: StaffDraft) => ({
  level: draft.level,
  partner: draft.partner,
  buildings: isBuildingLevel(draft.level) ? draft.buildings : [],
  email: draft.email,
  language: draft.language,
});

const createMapping: ActFormMapping<StaffDraft> = {
  schema: staffCreateAct.params,
  paramsOf: (draft): ActParams<typeof staffCreateAct> => ({ username: draft.username, ...fieldsOf(draft) }),
  fieldOf: (path) => (path.startsWith('buildings') ? 'buildings' : (path as keyof StaffDraft)),
};

const editMapping = (id: number): ActFormMapping<StaffDraft> => ({
  schema: staffEditAct.params,
  paramsOf: (draft): ActParams<typeof staffEditAct> => ({ id, ...fieldsOf(draft) }),
  fieldOf: (path) => (path.startsWith('buildings') ? 'buildings' : (path as keyof StaffDraft)),
});

function StaffForm({
  target,
  onClose,
  onCreated,
}: {
  target: StaffTarget;
  onClose: () => void;
  onCreated: (shown: ShownPassword) => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const partners = useQuery({
    queryKey: ['authority', 'partners'],
    queryFn: () => act(staffPartnersAct, {}),
  });
  const editing = target.kind === 'edit' ? target.staff : undefined;
  const actForm = useActForm<StaffDraft>(editing ? editMapping(editing.id) : createMapping, {
    username: editing?.username ?? '',
    level: editing?.level ?? '1',
    partner: editing?.partner ?? user.partner,
    buildings: editing?.buildings ?? [],
    email: editing?.email ?? '',
    language: editing?.language ?? 'en',
  });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: StaffDraft) =>
      editing
        ? act(staffEditAct, { id: editing.id, ...fieldsOf(draft) })
        : act(staffCreateAct, { username: draft.username, ...fieldsOf(draft) }),
    savedText: (saved) => t(editing ? 'authority.saved' : 'authority.created', { name: saved.username }),
    refresh: [['authority']],
    onSaved: (saved) => {
      if ('temporary_password' in saved && typeof saved.temporary_password === 'string') {
        onCreated({ username: saved.username, password: saved.temporary_password, created: true });
      } else onClose();
    },
  });
  const partner = form.watch('partner');
  const level = form.watch('level');
  const chosen = form.watch('buildings');
  const levels = isLevel(user.level) ? assignableLevels(user, partner) : [];
  const issueOf = (field: keyof StaffDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`authority.invalid.${name}`));
  const toggle = (buid: number, on: boolean) => {
    const next = on ? [...chosen, buid] : chosen.filter((entry) => entry !== buid);
    form.setValue('buildings', next, { shouldValidate: form.formState.isSubmitted });
  };
  const titleId = 'staff-dialog-title';
  return (
    <DialogForm
      titleId={titleId}
      title={
        editing
          ? t('authority.dialog.editTitle', { name: editing.username })
          : t('authority.dialog.createTitle')
      }
      testId="staff-form"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: editing ? t('authority.dialog.save') : t('authority.dialog.create'),
        testId: 'staff-submit',
      }}
    >
      {!editing && (
        <FormField
          id="staff-username"
          className="mb-3"
          label={t('authority.dialog.username')}
          help={t('authority.dialog.usernameHelp')}
          input={{ maxLength: 32, autoComplete: 'off' }}
          registration={form.register('username')}
          message={issueOf('username')}
        />
      )}
      <FormField
        id="staff-email"
        className="mb-3"
        type="email"
        label={t('authority.dialog.email')}
        input={{ maxLength: 254, autoComplete: 'off' }}
        registration={form.register('email')}
        message={issueOf('email')}
      />
      <div className="row g-3 mb-3">
        <div className="col-12 col-sm-6">
          <SelectField
            id="staff-partner"
            label={t('authority.dialog.partner')}
            control={form.control}
            name="partner"
            message={issueOf('partner')}
          >
            {(partners.data?.items ?? [{ code: partner, name: partner }]).map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-12 col-sm-6">
          <SelectField
            id="staff-level"
            label={t('authority.dialog.level')}
            control={form.control}
            name="level"
            message={issueOf('level')}
          >
            {levels.map((value) => (
              <option key={value} value={value}>
                {t(`levels.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <SelectField
        id="staff-language"
        className="mb-3"
        label={t('authority.dialog.language')}
        control={form.control}
        name="language"
        message={issueOf('language')}
      >
        {STAFF_LANGUAGES.map((value) => (
          <option key={value} value={value}>
            {t(`authority.language.${value}`)}
          </option>
        ))}
      </SelectField>
      {isBuildingLevel(level) ? (
        <CheckList
          id="staff-buildings"
          legend={t('authority.dialog.buildings')}
          countText={t('authority.dialog.chosen', { count: chosen.length })}
          findLabel={t('authority.dialog.buildingsFilter')}
          emptyText={t('authority.dialog.buildingsNone')}
          items={buildings.map((building) => ({ value: Number(building.value), label: building.label }))}
          chosen={chosen}
          onToggle={toggle}
          message={issueOf('buildings')}
        />
      ) : (
        <p className="form-text mb-0">{t('authority.dialog.buildingsByLevel')}</p>
      )}
    </DialogForm>
  );
}

export function StaffDialog({
  target,
  onClose,
  onCreated,
}: {
  target: StaffTarget | undefined;
  onClose: () => void;
  onCreated: (shown: ShownPassword) => void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="staff-dialog-title">
      {(open) => <StaffForm target={open} onClose={onClose} onCreated={onCreated} />}
    </FormDialog>
  );
}
