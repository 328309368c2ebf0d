// A new announcement (act 56021): title, text, the buildings it goes to, an optional range of units, when it shows
// and until when (in the user's own zone, sent as instants), and whether residents also get it by SMS or email.
import {
  COMMUNITY_LIMITS,
  SYSTEM_MSG_PUSH,
  systemMsgSendAct,
  type SystemMsgPush,
} from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { zoneLabel } from '../../format/time';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildings } from '../../shared/options/use-building-options';
import { CheckList } from '../tokens/CheckList';

interface SystemMsgDraft {
  title: string;
  body: string;
  buids: number[];
  unit_from: string;
  unit_to: string;
  /** datetime-local values in the browser's zone. */
  starts: string;
  ends: string;
  push: SystemMsgPush;
}

const pad = (value: number) => String(value).padStart(2, '0');
const localValue = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** A datetime-local value as an ISO instant; '' when unreadable (the schema then says so). */
const instantOf = (local: string) => {
  const time = new Date(local).getTime();
  return local === '' || Number.isNaN(time) ? '' : new Date(time).toISOString();
};

const paramsOf = (draft: SystemMsgDraft) => ({
  title: draft.title,
  body: draft.body,
  buids: draft.buids,
  unit_from: draft.unit_from,
  unit_to: draft.unit_to,
  starts_at: instantOf(draft.starts),
  ends_at: instantOf(draft.ends),
  push: draft.push,
});

const FIELD_OF: Record<string, keyof SystemMsgDraft> = { starts_at: 'starts', ends_at: 'ends' };
const mapping: ActFormMapping<SystemMsgDraft> = {
  schema: systemMsgSendAct.params,
  paramsOf,
  fieldOf: (path) => FIELD_OF[path] ?? ((path.split('.')[0] ?? 'title') as keyof SystemMsgDraft),
};

function SystemMsgForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildings();
  const now = new Date();
  const actForm = useActForm<SystemMsgDraft>(mapping, {
    title: '',
    body: '',
    buids: [],
    unit_from: '',
    unit_to: '',
    starts: localValue(now),
    ends: localValue(new Date(now.getTime() + 7 * 86_400_000)),
    push: 'none',
  });
  const { form } = actForm;
  const chosen = form.watch('buids');
  const issueOf = (field: keyof SystemMsgDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`community.system.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: SystemMsgDraft) => act(systemMsgSendAct, paramsOf(draft)),
    savedText: (sent) => t('community.system.sent', { title: sent.title, count: sent.buildings.length }),
    refresh: [['community', 'system']],
    onSaved: onClose,
  });
  const zone = zoneLabel(Date.now(), undefined, i18n.language);
  const bodyIssue = issueOf('body');
  const dateField = (field: 'starts' | 'ends') => {
    const message = issueOf(field);
    return (
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor={`system-${field}`}>
          {t(`community.system.dialog.${field}`, { zone })}
        </label>
        <input
          id={`system-${field}`}
          type="datetime-local"
          {...issueProps(`system-${field}`, message)}
          {...form.register(field)}
        />
        <FieldIssue id={`system-${field}-issue`} message={message} />
      </div>
    );
  };
  return (
    <DialogForm
      titleId="system-msg-title"
      title={t('community.system.dialog.title')}
      testId="system-msg-form"
      onSubmit={submit}
      footer={{ onCancel: onClose, pending, submitLabel: t('community.system.dialog.submit') }}
    >
      <FormField
        id="system-title"
        className="mb-3"
        label={t('community.system.dialog.titleField')}
        input={{ maxLength: COMMUNITY_LIMITS.title }}
        registration={form.register('title')}
        message={issueOf('title')}
      />
      <div className="mb-3">
        <label className="form-label" htmlFor="system-body">
          {t('community.system.dialog.body')}
        </label>
        <textarea
          id="system-body"
          rows={4}
          maxLength={COMMUNITY_LIMITS.body}
          {...issueProps('system-body', bodyIssue)}
          {...form.register('body')}
        />
        <FieldIssue id="system-body-issue" message={bodyIssue} />
      </div>
      <CheckList
        id="system-buildings"
        legend={t('community.system.dialog.buildings')}
        countText={t('community.system.dialog.chosen', { count: chosen.length })}
        findLabel={t('community.system.dialog.findBuilding')}
        emptyText={t('community.system.dialog.noBuilding')}
        items={(buildings.data ?? []).map((building) => ({ value: building.buid, label: building.bname }))}
        chosen={chosen}
        onToggle={(value, on) =>
          form.setValue('buids', on ? [...chosen, value] : chosen.filter((buid) => buid !== value), {
            shouldDirty: true,
          })
        }
        onChooseAll={(values) =>
          form.setValue('buids', [...new Set([...chosen, ...values])], { shouldDirty: true })
        }
        chooseAllText={t('community.system.dialog.chooseAll')}
        message={issueOf('buids')}
      />
      <div className="row g-3 mb-3">
        <FormField
          id="system-unit-from"
          label={t('community.system.dialog.unitFrom')}
          help={t('community.system.dialog.unitsHelp')}
          input={{ maxLength: 16 }}
          registration={form.register('unit_from')}
          message={issueOf('unit_from')}
        />
        <FormField
          id="system-unit-to"
          label={t('community.system.dialog.unitTo')}
          input={{ maxLength: 16 }}
          registration={form.register('unit_to')}
          message={issueOf('unit_to')}
        />
        {dateField('starts')}
        {dateField('ends')}
      </div>
      <SelectField
        id="system-push"
        className=""
        label={t('community.system.dialog.push')}
        control={form.control}
        name="push"
        message={issueOf('push')}
      >
        {SYSTEM_MSG_PUSH.map((push) => (
          <option key={push} value={push}>
            {t(`community.system.push.${push}`)}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}

export function SystemMsgDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog target={open ? 'new' : undefined} onClose={onClose} titleId="system-msg-title" size="lg">
      {() => <SystemMsgForm onClose={onClose} />}
    </FormDialog>
  );
}
