// Work a ticket (act 61003): its state, priority and assignee, saved together; only what changed is sent.
import {
  TICKET_PRIORITIES,
  TICKET_STATES,
  ticketAssigneesAct,
  ticketNumber,
  ticketUpdateAct,
  type ActParams,
  type TicketItem,
  type TicketPriority,
  type TicketState,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';

interface WorkDraft {
  state: TicketState;
  priority: TicketPriority;
  /** An account id, or '' for nobody. */
  assignee: string;
}

function changesOf(ticket: TicketItem, draft: WorkDraft): ActParams<typeof ticketUpdateAct> {
  const assignee = draft.assignee === '' ? null : Number(draft.assignee);
  return {
    id: ticket.id,
    ...(draft.state === ticket.state ? {} : { state: draft.state }),
    ...(draft.priority === ticket.priority ? {} : { priority: draft.priority }),
    ...(assignee === ticket.assignee_id ? {} : { assignee_id: assignee }),
  };
}

export function WorkForm({ ticket }: { ticket: TicketItem }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const assignees = useQuery({
    queryKey: ['support', 'assignees'],
    queryFn: () => act(ticketAssigneesAct, {}),
    staleTime: 10 * 60_000,
  });
  const mapping: ActFormMapping<WorkDraft> = {
    schema: ticketUpdateAct.params,
    paramsOf: (draft) => changesOf(ticket, draft),
    fieldOf: (path) => (path === 'assignee_id' ? 'assignee' : path === 'priority' ? 'priority' : 'state'),
  };
  const { form, showServerIssues } = useActForm<WorkDraft>(mapping, {
    state: ticket.state,
    priority: ticket.priority,
    assignee: ticket.assignee_id === null ? '' : String(ticket.assignee_id),
  });
  const save = useMutation({
    mutationFn: (draft: WorkDraft) => act(ticketUpdateAct, changesOf(ticket, draft)),
    onSuccess: (saved) => {
      toast.success(t('support.detail.saved', { number: ticketNumber(saved.id) }));
      void queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('support.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => {
    if (Object.keys(changesOf(ticket, draft)).length === 1) toast.info(t('support.detail.unchanged'));
    else save.mutate(draft);
  });
  const issueOf = (field: keyof WorkDraft) =>
    issueMessage(form.formState.errors, field, () => t('support.invalid.other'));
  const known = assignees.data?.items ?? [];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="work-form" className="mt-3">
      <div className="row g-2">
        <SelectField
          id="work-state"
          className="col-12 col-sm-4 col-xl-12"
          label={t('support.columns.state')}
          control={form.control}
          name="state"
          message={issueOf('state')}
        >
          {TICKET_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`support.state.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="work-priority"
          className="col-12 col-sm-4 col-xl-12"
          label={t('support.columns.priority')}
          control={form.control}
          name="priority"
          message={issueOf('priority')}
        >
          {TICKET_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {t(`support.priority.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="work-assignee"
          className="col-12 col-sm-4 col-xl-12"
          label={t('support.columns.assignee')}
          control={form.control}
          name="assignee"
          message={issueOf('assignee')}
        >
          <option value="">{t('support.nobody')}</option>
          {ticket.assignee_id !== null && !known.some((item) => item.id === ticket.assignee_id) && (
            <option value={String(ticket.assignee_id)}>{ticket.assignee}</option>
          )}
          {known.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.username}
            </option>
          ))}
        </SelectField>
      </div>
      <button
        type="submit"
        className="btn btn-primary mt-3"
        disabled={save.isPending}
        data-testid="work-save"
      >
        {t('support.detail.save')}
      </button>
    </form>
  );
}
