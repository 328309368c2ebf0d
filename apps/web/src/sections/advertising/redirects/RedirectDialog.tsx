// Creating or editing a short link: its note, the http(s) address it leads to, its last day and the ad agent and
// group it advertises (its clicks count for them in Ad Analytics), on react-hook-form with the act's own schema.
// The code is drawn by the server and never changes.
import {
  adAgentsAct,
  adGroupsAct,
  redirectCreateAct,
  redirectUpdateAct,
  type RedirectItem,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { DialogForm, FormDialog } from '../../../shared/dialog/FormDialog';
import { useDialogSave } from '../../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../../shared/form/act-form';
import { FormField } from '../../../shared/form/FormField';
import { SelectField } from '../../../shared/form/SelectField';
import { useActForm } from '../../../shared/form/use-act-form';
import {
  createRedirectParams,
  EMPTY_REDIRECT,
  redirectDraftOf,
  redirectMapping,
  updateRedirectParams,
  type RedirectDraft,
} from './redirect-form';

export type RedirectDialogTarget = { kind: 'create' } | { kind: 'edit'; link: RedirectItem };

function RedirectForm({ target, onClose }: { target: RedirectDialogTarget; onClose(): void }) {
  const { t } = useTranslation();
  const act = useAct();
  const editing = target.kind === 'edit' ? target.link : undefined;
  const mapping = useMemo(() => redirectMapping(editing), [editing]);
  const actForm = useActForm<RedirectDraft>(mapping, editing ? redirectDraftOf(editing) : EMPTY_REDIRECT);
  const { form } = actForm;
  const issueOf = (field: keyof RedirectDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`redirects.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: RedirectDraft) => {
      if (!editing) return act(redirectCreateAct, createRedirectParams(draft));
      const params = updateRedirectParams(editing, draft);
      return params ? act(redirectUpdateAct, params) : Promise.resolve(editing);
    },
    savedText: (link) =>
      t(editing ? 'redirects.dialog.saved' : 'redirects.dialog.created', { name: link.note }),
    refresh: [['redirects']],
    onSaved: onClose,
  });
  const unchanged = editing !== undefined && updateRedirectParams(editing, form.watch()) === undefined;
  const agentId = form.watch('agent_id');
  const agents = useQuery({
    queryKey: ['ad-agents', 'choices'],
    queryFn: () => act(adAgentsAct, { count: 500, sort: 'name' }),
  });
  const groups = useQuery({
    queryKey: ['ad-groups', 'choices', agentId],
    queryFn: () => act(adGroupsAct, { agent_id: Number(agentId), count: 500, sort: 'gname' }),
    enabled: agentId !== '',
  });
  return (
    <DialogForm
      titleId="redirect-dialog-title"
      title={
        editing ? t('redirects.dialog.editTitle', { name: editing.note }) : t('redirects.dialog.createTitle')
      }
      testId="redirect-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        unchanged,
        submitLabel: editing ? t('redirects.dialog.save') : t('redirects.dialog.create'),
      }}
    >
      <div className="row g-3">
        <FormField
          id="redirect-note"
          className="col-12"
          label={t('redirects.dialog.note')}
          registration={form.register('note')}
          message={issueOf('note')}
          input={{ maxLength: 200 }}
        />
        <FormField
          id="redirect-target"
          className="col-12"
          label={t('redirects.dialog.target')}
          help={t('redirects.dialog.targetHelp')}
          registration={form.register('target')}
          message={issueOf('target')}
          input={{ maxLength: 2000 }}
        />
        <FormField
          id="redirect-expires_on"
          className="col-12"
          type="date"
          label={t('redirects.dialog.expires_on')}
          help={t('redirects.dialog.expiresHelp')}
          registration={form.register('expires_on')}
          message={issueOf('expires_on')}
        />
        <SelectField
          id="redirect-agent"
          className="col-12 col-md-6"
          label={t('redirects.dialog.agent')}
          control={form.control}
          name="agent_id"
          message={issueOf('agent_id')}
          // A group belongs to one agent: another agent lets the chosen group go.
          onPick={(value, previous) => {
            if (value !== previous) form.setValue('group_id', '', { shouldDirty: true });
          }}
        >
          <option value="">{t('redirects.dialog.noAgent')}</option>
          {(agents.data?.items ?? []).map((agent) => (
            <option key={agent.id} value={String(agent.id)}>
              {agent.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="redirect-group"
          className="col-12 col-md-6"
          label={t('redirects.dialog.group')}
          control={form.control}
          name="group_id"
          message={issueOf('group_id')}
        >
          <option value="">
            {agentId === '' ? t('redirects.dialog.chooseAgent') : t('redirects.dialog.noGroup')}
          </option>
          {(agentId === '' ? [] : (groups.data?.items ?? [])).map((group) => (
            <option key={group.id} value={String(group.id)}>
              {group.gname}
            </option>
          ))}
        </SelectField>
        <p className="col-12 form-text mt-1">{t('redirects.dialog.advertisesHelp')}</p>
      </div>
    </DialogForm>
  );
}

export function RedirectDialog({
  target,
  onClose,
}: {
  target: RedirectDialogTarget | undefined;
  onClose(): void;
}) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="redirect-dialog-title">
      {(open) => <RedirectForm target={open} onClose={onClose} />}
    </FormDialog>
  );
}
