// Reply to the requester or add an internal note (act 61004), on react-hook-form with the act's own schema.
import { ticketNumber, ticketReplyAct, type TicketItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { TextAreaField } from './TextAreaField';

interface ReplyDraft {
  body: string;
  internal: boolean;
}

const DEFAULTS: ReplyDraft = { body: '', internal: false };

export function ReplyForm({ ticket }: { ticket: TicketItem }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const mapping: ActFormMapping<ReplyDraft> = {
    schema: ticketReplyAct.params,
    paramsOf: (draft) => ({ id: ticket.id, ...draft }),
    fieldOf: () => 'body',
  };
  const { form, showServerIssues } = useActForm<ReplyDraft>(mapping, DEFAULTS);
  const internal = form.watch('internal');
  const send = useMutation({
    mutationFn: (draft: ReplyDraft) => act(ticketReplyAct, { id: ticket.id, ...draft }),
    onSuccess: (_answer, draft) => {
      toast.success(
        t(draft.internal ? 'support.reply.noted' : 'support.reply.sent', { number: ticketNumber(ticket.id) }),
      );
      form.reset(DEFAULTS);
      void queryClient.invalidateQueries({ queryKey: ['support'] });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('support.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => send.mutate(draft));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="reply-form">
      <TextAreaField
        id="reply-body"
        className="mb-2"
        label={t('support.reply.label')}
        help={t('support.reply.help')}
        maxLength={4000}
        registration={form.register('body')}
        message={issueMessage(form.formState.errors, 'body', () => t('support.reply.invalid'))}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <SwitchField
          id="reply-internal"
          label={t('support.reply.internal')}
          registration={form.register('internal')}
        />
        <button
          type="submit"
          className={internal ? 'btn btn-warning' : 'btn btn-primary'}
          disabled={send.isPending}
          data-testid="reply-submit"
        >
          {t(internal ? 'support.reply.addNote' : 'support.reply.send')}
        </button>
      </div>
    </form>
  );
}
