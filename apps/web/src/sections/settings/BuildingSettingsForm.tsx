// The editable settings of a building: checked with the act's own schema before sending, and the server's
// INVALID_PARAMS issues (rules only it knows, such as reminders before the overdue threshold) shown beside
// their fields. Name, address and time zone are for system admins; the others see them in the overview.
import { updateBuildingSettingsAct, type ActResult, type buildingSettingsAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { ContactsEditor } from './ContactsEditor';
import { TouchSpin } from '../../shared/form/TouchSpin';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { issuesByField, type FieldIssues } from '../../shared/form/field-issues';
import { NotificationFields } from './NotificationFields';
import { OperatorFields } from './OperatorFields';
import { draftOf, issueKind, paramsOf, validateDraft, type SettingsDraft } from './settings-form';

type BuildingSettings = ActResult<typeof buildingSettingsAct>;

const NUMBER_FIELDS = [
  { key: 'overdue_hours', min: 1, max: 720 },
  { key: 'reminder_every_hours', min: 1, max: 168 },
  { key: 'reminder_limit', min: 0, max: 20 },
] as const;

export function BuildingSettingsForm({ building }: { building: BuildingSettings }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const operator = user.level === '10' && !user.bPartner;
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(building));
  const [issues, setIssues] = useState<FieldIssues>({});
  const save = useMutation({
    mutationFn: () => act(updateBuildingSettingsAct, paramsOf(building.buid, draft, operator)),
    onSuccess: (saved) => {
      toast.success(t('lockerSettings.saved'));
      queryClient.setQueryData(['settings', 'building', building.buid], saved);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'buildings'] });
      setDraft(draftOf(saved));
    },
    onError: (error) => {
      if (error instanceof ActError && error.issues) setIssues(issuesByField(error.issues));
      toast.error(error instanceof ActError ? error.message : t('lockerSettings.saveFailed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(paramsOf(building.buid, draft, operator));
    setIssues(translate(found));
    if (Object.keys(found).length > 0) {
      toast.error(t('lockerSettings.checkFields'));
      return;
    }
    save.mutate();
  };
  // Client issues in the user's language; the range of a number field comes from the field itself.
  function translate(found: FieldIssues): FieldIssues {
    return Object.fromEntries(
      Object.keys(found).map((path) => {
        const range = NUMBER_FIELDS.find((field) => field.key === path);
        return [path, t(`lockerSettings.invalid.${issueKind(path)}`, { min: range?.min, max: range?.max })];
      }),
    );
  }
  const change = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form className="card" onSubmit={submit} noValidate data-testid="settings-form">
      <div className="card-body">
        {operator && <OperatorFields draft={draft} issues={issues} onChange={change} />}
        <ContactsEditor
          contacts={draft.contacts}
          issues={issues}
          onChange={(contacts) => change({ contacts })}
        />
        <fieldset className="mb-3">
          <legend className="h6 fw-semibold">{t('lockerSettings.parcelSweep')}</legend>
          <div className="row g-3">
            {NUMBER_FIELDS.map(({ key, min, max }) => (
              <div className="col-12 col-md-4" key={key}>
                <label className="form-label" htmlFor={`field-${key}`}>
                  {t(`lockerSettings.fields.${key}`)}
                </label>
                <TouchSpin
                  id={`field-${key}`}
                  min={min}
                  max={max}
                  {...issueProps(`field-${key}`, issues[key])}
                  value={draft[key]}
                  onChange={(value) => change({ [key]: value })}
                />
                <FieldIssue id={`field-${key}-issue`} message={issues[key]} />
              </div>
            ))}
          </div>
        </fieldset>
        <NotificationFields draft={draft} issues={issues} onChange={change} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('lockerSettings.saving') : t('lockerSettings.save')}
        </button>
      </div>
    </form>
  );
}
