// The editable settings of a building, on react-hook-form with act 52003's own schema: the browser refuses what the
// server would, and the server's INVALID_PARAMS issues (rules only it knows, such as reminders before the overdue
// threshold) land beside their fields. Name, address and time zone are for system admins; the others see them in
// the overview.
import { updateBuildingSettingsAct, type ActResult, type buildingSettingsAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { issueMessage } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { TouchSpin } from '../../shared/form/TouchSpin';
import { useActForm } from '../../shared/form/use-act-form';
import { ContactsEditor } from './ContactsEditor';
import { NotificationFields } from './NotificationFields';
import { OperatorFields } from './OperatorFields';
import { draftOf, issueKind, paramsOf, settingsMapping, type SettingsDraft } from './settings-form';

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
  const mapping = useMemo(() => settingsMapping(building.buid, operator), [building.buid, operator]);
  const { form, showServerIssues } = useActForm<SettingsDraft>(mapping, draftOf(building));
  // Client issues in the user's language (a number field's range comes from the field itself); the server's as
  // it wrote them.
  const issueOf = (field: string) =>
    issueMessage(form.formState.errors, field, (name) => {
      const range = NUMBER_FIELDS.find((entry) => entry.key === name);
      return t(`lockerSettings.invalid.${issueKind(name)}`, { min: range?.min, max: range?.max });
    });
  const save = useMutation({
    mutationFn: (draft: SettingsDraft) =>
      act(updateBuildingSettingsAct, paramsOf(building.buid, draft, operator)),
    onSuccess: (saved) => {
      toast.success(t('lockerSettings.saved'));
      queryClient.setQueryData(['settings', 'building', building.buid], saved);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'buildings'] });
      form.reset(draftOf(saved));
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(error instanceof ActError ? error.message : t('lockerSettings.saveFailed'));
    },
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('lockerSettings.checkFields')),
  );
  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate data-testid="settings-form">
      <div className="card-body">
        {operator && <OperatorFields form={form} issueOf={issueOf} />}
        <ContactsEditor form={form} issueOf={issueOf} />
        <fieldset className="mb-3">
          <legend className="h6 fw-semibold">{t('lockerSettings.parcelSweep')}</legend>
          <div className="row g-3">
            {NUMBER_FIELDS.map(({ key, min, max }) => (
              <div className="col-12 col-md-4" key={key}>
                <label className="form-label" htmlFor={`field-${key}`}>
                  {t(`lockerSettings.fields.${key}`)}
                </label>
                <Controller
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <TouchSpin
                      id={`field-${key}`}
                      min={min}
                      max={max}
                      {...issueProps(`field-${key}`, issueOf(key))}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <FieldIssue id={`field-${key}-issue`} message={issueOf(key)} />
              </div>
            ))}
          </div>
        </fieldset>
        <NotificationFields form={form} issueOf={issueOf} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('lockerSettings.saving') : t('lockerSettings.save')}
        </button>
      </div>
    </form>
  );
}
