// Creating or editing an ad group: its agent (chosen once), name, status, schedule (dates, weekdays and hours, read
// in each target building's own time zone), weight and targets (buildings, single lockers, the screens it is limited
// to), on react-hook-form with the act's own schema; the server's refusals (an inactive agent) show beside their
// fields.
import { adAgentsAct, adGroupCreateAct, adGroupUpdateAct, type AdGroupItem } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { DialogForm, FormDialog } from '../../../shared/dialog/FormDialog';
import { useDialogSave } from '../../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../../shared/form/act-form';
import { FieldIssue } from '../../../shared/form/FieldIssue';
import { FormField } from '../../../shared/form/FormField';
import { SelectField } from '../../../shared/form/SelectField';
import { SwitchField } from '../../../shared/form/SwitchField';
import { TouchSpinField } from '../../../shared/form/TouchSpinField';
import { useActForm } from '../../../shared/form/use-act-form';
import { useBuildingOptions } from '../../../shared/options/use-building-options';
import { today } from '../format-day';
import {
  ALL_DAYS,
  createGroupParams,
  emptyGroupDraft,
  groupDraftOf,
  groupMapping,
  updateGroupParams,
  type GroupDraft,
} from './group-form';
import { weekdayName } from './schedule-text';
import { LockerPicker, ScreenPicker } from './TargetPickers';

export type GroupDialogTarget = { kind: 'create' } | { kind: 'edit'; group: AdGroupItem };

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

function GroupForm({ target, onClose }: { target: GroupDialogTarget; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const editing = target.kind === 'edit' ? target.group : undefined;
  const agents = useQuery({
    queryKey: ['ad-agents', 'active-options'],
    queryFn: () => act(adAgentsAct, { state: 'active', count: 500 }),
    enabled: !editing,
  });
  const mapping = useMemo(() => groupMapping(editing), [editing]);
  const actForm = useActForm<GroupDraft>(mapping, editing ? groupDraftOf(editing) : emptyGroupDraft(today()));
  const { form } = actForm;
  const issueOf = (field: keyof GroupDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adGroups.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: GroupDraft) => {
      if (!editing) return act(adGroupCreateAct, createGroupParams(draft));
      const params = updateGroupParams(editing, draft);
      return params ? act(adGroupUpdateAct, params) : Promise.resolve(editing);
    },
    savedText: (group) =>
      t(editing ? 'adGroups.dialog.saved' : 'adGroups.dialog.created', { name: group.gname }),
    refresh: [['ad-groups'], ['ad-agents']],
    onSaved: onClose,
  });
  const unchanged = editing !== undefined && updateGroupParams(editing, form.watch()) === undefined;
  const hourSelect = (name: 'hour_from' | 'hour_to', hours: readonly number[]) => (
    <SelectField
      id={`group-${name}`}
      className="col-6 col-md-3"
      label={t(`adGroups.dialog.${name}`)}
      control={form.control}
      name={name}
      message={issueOf(name)}
    >
      {hours.map((hour) => (
        <option key={hour} value={String(hour)}>
          {`${String(hour).padStart(2, '0')}:00`}
        </option>
      ))}
    </SelectField>
  );
  const weekdaysIssue = issueOf('weekdays');
  const buildingsIssue = issueOf('buids');
  return (
    <DialogForm
      titleId="group-dialog-title"
      title={
        editing ? t('adGroups.dialog.editTitle', { name: editing.gname }) : t('adGroups.dialog.createTitle')
      }
      testId="group-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        unchanged,
        submitLabel: editing ? t('adGroups.dialog.save') : t('adGroups.dialog.create'),
        testId: 'group-submit',
      }}
    >
      <div className="row g-3">
        {editing ? (
          <div className="col-12 col-md-6">
            <span className="form-label d-block">{t('adGroups.dialog.agent_id')}</span>
            <span className="fw-semibold">{editing.agent}</span>
          </div>
        ) : (
          <SelectField
            id="group-agent_id"
            className="col-12 col-md-6"
            label={t('adGroups.dialog.agent_id')}
            control={form.control}
            name="agent_id"
            message={issueOf('agent_id')}
          >
            <option value="">{t('adGroups.dialog.chooseAgent')}</option>
            {(agents.data?.items ?? []).map((agent) => (
              <option key={agent.id} value={String(agent.id)}>
                {agent.name}
              </option>
            ))}
          </SelectField>
        )}
        <FormField
          id="group-gname"
          label={t('adGroups.dialog.gname')}
          registration={form.register('gname')}
          message={issueOf('gname')}
          input={{ maxLength: 120 }}
        />
        <FormField
          id="group-start_date"
          type="date"
          label={t('adGroups.dialog.start_date')}
          registration={form.register('start_date')}
          message={issueOf('start_date')}
        />
        <FormField
          id="group-end_date"
          type="date"
          label={t('adGroups.dialog.end_date')}
          registration={form.register('end_date')}
          message={issueOf('end_date')}
        />
        <fieldset className="col-12" aria-describedby={weekdaysIssue ? 'group-weekdays-issue' : undefined}>
          <legend className="form-label fs-6 mb-1">{t('adGroups.dialog.weekdays')}</legend>
          <div className="d-flex flex-wrap gap-3">
            {ALL_DAYS.map((day) => (
              <div className="form-check" key={day}>
                <input
                  id={`group-day-${day}`}
                  type="checkbox"
                  className="form-check-input"
                  value={day}
                  {...form.register('weekdays')}
                />
                <label className="form-check-label" htmlFor={`group-day-${day}`}>
                  {weekdayName(Number(day), i18n.language, 'long')}
                </label>
              </div>
            ))}
          </div>
          <FieldIssue id="group-weekdays-issue" message={weekdaysIssue} />
        </fieldset>
        {hourSelect('hour_from', HOURS.slice(0, 24))}
        {hourSelect('hour_to', HOURS.slice(1))}
        <TouchSpinField
          id="group-weight"
          className="col-12 col-md-6"
          label={t('adGroups.dialog.weight')}
          control={form.control}
          name="weight"
          message={issueOf('weight')}
          min={1}
          max={100}
        />
        <div className="col-12 form-text mt-1">{t('adGroups.dialog.localTime')}</div>
        <fieldset className="col-12" aria-describedby={buildingsIssue ? 'group-buids-issue' : undefined}>
          <legend className="form-label fs-6 mb-1">{t('adGroups.dialog.buids')}</legend>
          <div className="border rounded p-2 overflow-auto row g-1 mx-0" style={{ maxHeight: '12rem' }}>
            {buildings.map((building) => (
              <div className="form-check col-12 col-md-6" key={building.value}>
                <input
                  id={`group-building-${building.value}`}
                  type="checkbox"
                  className="form-check-input ms-0 me-2"
                  value={building.value}
                  {...form.register('buids')}
                />
                <label className="form-check-label" htmlFor={`group-building-${building.value}`}>
                  {building.label}
                </label>
              </div>
            ))}
          </div>
          <FieldIssue id="group-buids-issue" message={buildingsIssue} />
        </fieldset>
        <LockerPicker form={form} issueOf={issueOf} />
        <ScreenPicker form={form} issueOf={issueOf} />
        <p className="col-12 form-text mt-1" data-testid="group-targets-rule">
          {t('adGroups.dialog.targetsRule')}
        </p>
        <SwitchField
          id="group-on"
          className="col-12 ms-2"
          label={t('adGroups.dialog.on')}
          registration={form.register('on')}
        />
      </div>
    </DialogForm>
  );
}

export function GroupDialog({ target, onClose }: { target: GroupDialogTarget | undefined; onClose(): void }) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="group-dialog-title" size="lg">
      {(open) => <GroupForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
