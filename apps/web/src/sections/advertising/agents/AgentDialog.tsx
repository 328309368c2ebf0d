// Creating or editing an ad agent: name, group, contact and contract period, on react-hook-form with the act's own
// schema; a refusal of the server (a name already taken) shows beside its field. An edit sends only what changed.
import { adAgentCreateAct, adAgentUpdateAct, type AdAgentItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
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
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.agent : undefined;
  const mapping = useMemo(() => agentMapping(editing), [editing]);
  const { form, showServerIssues } = useActForm<AgentDraft>(
    mapping,
    editing ? agentDraftOf(editing) : emptyAgentDraft(today()),
  );
  const issueOf = (field: keyof AgentDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`adAgents.invalid.${name}`));
  const save = useMutation({
    mutationFn: (draft: AgentDraft) => {
      if (!editing) return act(adAgentCreateAct, createAgentParams(draft));
      const params = updateAgentParams(editing, draft);
      return params ? act(adAgentUpdateAct, params) : Promise.resolve(editing);
    },
    onSuccess: (agent) => {
      toast.success(t(editing ? 'adAgents.dialog.saved' : 'adAgents.dialog.created', { name: agent.name }));
      void queryClient.invalidateQueries({ queryKey: ['ad-agents'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('adAgents.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('adAgents.dialog.checkFields')),
  );
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
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="agent-dialog">
      <Modal.Header closeButton closeLabel={t('adAgents.dialog.cancel')}>
        <Modal.Title id="agent-dialog-title" as="h2" className="h5">
          {editing
            ? t('adAgents.dialog.editTitle', { name: editing.name })
            : t('adAgents.dialog.createTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer>
        {unchanged && (
          <span className="text-body-secondary small me-auto">{t('adAgents.dialog.nothing')}</span>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('adAgents.dialog.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={unchanged || save.isPending}
          data-testid="agent-submit"
        >
          {save.isPending
            ? t('adAgents.dialog.saving')
            : editing
              ? t('adAgents.dialog.save')
              : t('adAgents.dialog.create')}
        </button>
      </Modal.Footer>
    </form>
  );
}

export function AgentDialog({ target, onClose }: { target: AgentDialogTarget | undefined; onClose(): void }) {
  return (
    <Modal
      show={target !== undefined}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby="agent-dialog-title"
    >
      {target && <AgentForm target={target} onClose={onClose} />}
    </Modal>
  );
}
