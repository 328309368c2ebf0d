// Creating or editing an ad agent: name, group, contact and contract period, on react-hook-form with the act's own
// schema; a refusal of the server (a name already taken) shows beside its field. An edit sends only what changed.
import { adAgentCreateAct, adAgentUpdateAct, type AdAgentItem } from '@bluemanager/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { DialogForm, FormDialog } from '../../../shared/dialog/FormDialog';
import { useDialogSave } from '../../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../../shared/form/act-form';
import { FormField } from '../../../shared/form/FormField';
import { SwitchField } from '../../../shared/form/SwitchField';
import { useActForm } from '../../../shared/form/use-act-form';
import { today } from '../format-day';
import {
  agentDraftOf,
  agentMapping,
  createAgentParams,
  emptyAgentDraft,
  updateAgentParams,
  type AgentDraft,
} from './agent-form';

export type AgentDialogTarget = { kind: 'create' } | { kind: 'edit'; agent: AdAgentItem };

function AgentForm({ target, onClose }: { target: AgentDialogTarget; onClose(): void }) {
  const { t } = useTranslation();
  const act = useAct();
  const editing = target.kind === 'edit' ? target.agent : undefined;
  const mapping = useMemo(() => agentMapping(editing), [editing]);
  const actForm = useActForm<AgentDraft>(mapping, editing ? agentDraftOf(editing) : emptyAgentDraft(today()));
  const { form } = actForm;
  const issueOf = (field: keyof AgentDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adAgents.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: AgentDraft) => {
      if (!editing) return act(adAgentCreateAct, createAgentParams(draft));
      const params = updateAgentParams(editing, draft);
      return params ? act(adAgentUpdateAct, params) : Promise.resolve(editing);
    },
    savedText: (agent) =>
      t(editing ? 'adAgents.dialog.saved' : 'adAgents.dialog.created', { name: agent.name }),
    refresh: [['ad-agents']],
    onSaved: onClose,
  });
  const unchanged = editing !== undefined && updateAgentParams(editing, form.watch()) === undefined;
  const field = (
    name: Exclude<keyof AgentDraft, 'active'>,
    type: 'text' | 'email' | 'tel' | 'date' = 'text',
  ) => (
    <FormField
      id={`agent-${name}`}
      type={type}
      label={t(`adAgents.dialog.${name}`)}
      registration={form.register(name)}
      message={issueOf(name)}
      input={{ maxLength: name === 'contact_email' ? 200 : 120 }}
    />
  );
  return (
    <DialogForm
      titleId="agent-dialog-title"
      title={
        editing ? t('adAgents.dialog.editTitle', { name: editing.name }) : t('adAgents.dialog.createTitle')
      }
      testId="agent-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        unchanged,
        submitLabel: editing ? t('adAgents.dialog.save') : t('adAgents.dialog.create'),
        testId: 'agent-submit',
      }}
    >
      <div className="row g-3">
        {field('name')}
        {field('gname')}
        {field('contact_name')}
        {field('contact_email', 'email')}
        {field('contact_phone', 'tel')}
        <div className="col-12 col-md-6" />
        {field('contract_start', 'date')}
        {field('contract_end', 'date')}
        <div className="col-12 form-text mt-1">{t('adAgents.dialog.openEnded')}</div>
        {!editing && (
          <SwitchField
            id="agent-active"
            className="col-12 ms-2"
            label={t('adAgents.dialog.active')}
            registration={form.register('active')}
          />
        )}
      </div>
    </DialogForm>
  );
}

export function AgentDialog({ target, onClose }: { target: AgentDialogTarget | undefined; onClose(): void }) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="agent-dialog-title" size="lg">
      {(open) => <AgentForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
