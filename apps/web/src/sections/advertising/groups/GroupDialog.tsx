// Creating or editing an ad group: its agent (chosen once), name, status, schedule (dates, weekdays and hours, read
// in each target building's own time zone), weight and target buildings, on react-hook-form with the act's own
// schema; the server's refusals (an inactive agent) show beside their fields.
import { adAgentsAct, adGroupCreateAct, adGroupUpdateAct, type AdGroupItem } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { issueMessage } from '../../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../../shared/form/FieldIssue';
import { FormField } from '../../../shared/form/FormField';
import { SelectField } from '../../../shared/form/SelectField';
import { SwitchField } from '../../../shared/form/SwitchField';
import { TouchSpin } from '../../../shared/form/TouchSpin';
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

export type GroupDialogTarget = { kind: 'create' } | { kind: 'edit'; group: AdGroupItem };

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

function GroupForm({ target, onClose }: { target: GroupDialogTarget; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const editing = target.kind === 'edit' ? target.group : undefined;
  const agents = useQuery({
    queryKey: ['ad-agents', 'active-options'],
    queryFn: () => act(adAgentsAct, { state: 'active', count: 500 }),
    enabled: !editing,
  });
  const mapping = useMemo(() => groupMapping(editing), [editing]);
  const { form, showServerIssues } = useActForm<GroupDraft>(
    mapping,
    editing ? groupDraftOf(editing) : emptyGroupDraft(today()),
  );
  const issueOf = (field: keyof GroupDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adGroups.invalid.${name}`));
  const save = useMutation({
    mutationFn: (draft: GroupDraft) => {
      if (!editing) return act(adGroupCreateAct, createGroupParams(draft));
      const params = updateGroupParams(editing, draft);
      return params ? act(adGroupUpdateAct, params) : Promise.resolve(editing);
    },
    onSuccess: (group) => {
      toast.success(t(editing ? 'adGroups.dialog.saved' : 'adGroups.dialog.created', { name: group.gname }));
      void queryClient.invalidateQueries({ queryKey: ['ad-groups'] });
      void queryClient.invalidateQueries({ queryKey: ['ad-agents'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('adGroups.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('adGroups.dialog.checkFields')),
  );
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
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="group-dialog">
      <Modal.Header closeButton closeLabel={t('adGroups.dialog.cancel')}>
        <Modal.Title id="group-dialog-title" as="h2" className="h5">
          {editing
            ? t('adGroups.dialog.editTitle', { name: editing.gname })
            : t('adGroups.dialog.createTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="group-weight">
              {t('adGroups.dialog.weight')}
            </label>
            <Controller
              control={form.control}
              name="weight"
              render={({ field }) => (
                <TouchSpin
                  id="group-weight"
                  min={1}
                  max={100}
                  {...issueProps('group-weight', issueOf('weight'))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <FieldIssue id="group-weight-issue" message={issueOf('weight')} />
          </div>
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
          <SwitchField
            id="group-on"
            className="col-12 ms-2"
            label={t('adGroups.dialog.on')}
            registration={form.register('on')}
          />
        </div>
      </Modal.Body>
      <Modal.Footer>
        {unchanged && (
          <span className="text-body-secondary small me-auto">{t('adGroups.dialog.nothing')}</span>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('adGroups.dialog.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={unchanged || save.isPending}
          data-testid="group-submit"
        >
          {save.isPending
            ? t('adGroups.dialog.saving')
            : editing
              ? t('adGroups.dialog.save')
              : t('adGroups.dialog.create')}
        </button>
      </Modal.Footer>
    </form>
  );
}

export function GroupDialog({ target, onClose }: { target: GroupDialogTarget | undefined; onClose(): void }) {
  return (
    <Modal
      show={target !== undefined}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="group-dialog-title"
    >
      {target && <GroupForm target={target} onClose={onClose} />}
    </Modal>
  );
}
