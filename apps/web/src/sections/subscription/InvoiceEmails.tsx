// An invoice's emails below its sheet (not printed): each time it went to a billing contact, with where the outbox
// has it (waiting, sent, failed), and for the operator's system admins "Email the invoice" (act 65511) once it is
// issued or paid. The server decides who gets it and refuses what it must; the button only hides what cannot work.
import { canCall, sendInvoiceAct, type InvoiceDetail, type InvoiceEmail } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatLocalizedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';

const STATUS_COLOURS: Readonly<Record<InvoiceEmail['status'], string>> = {
  queued: 'text-bg-warning',
  sending: 'text-bg-info',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
};

export function InvoiceEmails({ detail }: { detail: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const { invoice, emails } = detail;
  const send = useMutation({
    mutationFn: () => act(sendInvoiceAct, { id: invoice.id }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['subscription', 'invoice', invoice.id], answer);
      const queued = answer.emails.filter((email) => email.queued_at === answer.emails[0]?.queued_at);
      toast.success(
        t('subscription.invoice.emailQueued', {
          number: invoice.number,
          recipients: queued.map((email) => email.recipient).join(', '),
        }),
      );
    },
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
  });
  const sendable = invoice.state === 'issued' || invoice.state === 'paid';
  return (
    <TitledCard
      title={t('subscription.invoice.emails')}
      className="mt-3 d-print-none"
      testId="invoice-emails"
    >
      {canCall(sendInvoiceAct, user) &&
        (sendable ? (
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1 mb-3"
            onClick={() => send.mutate()}
            disabled={send.isPending}
            data-testid="invoice-send"
          >
            <Send size={16} aria-hidden="true" />
            {send.isPending ? t('subscription.invoice.sending') : t('subscription.invoice.send')}
          </button>
        ) : (
          <p className="small text-body-secondary">
            {t(
              invoice.state === 'draft'
                ? 'subscription.invoice.issueToSend'
                : 'subscription.invoice.voidNoSend',
            )}
          </p>
        ))}
      {emails.length === 0 ? (
        <p className="mb-0" data-testid="invoice-not-emailed">
          {t('subscription.invoice.notEmailed')}
        </p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="invoice-email-list">
          {emails.map((email, index) => (
            <li
              key={`${email.queued_at}-${email.recipient}-${index}`}
              className="d-flex flex-wrap align-items-center gap-2 py-2 border-top"
              data-testid="invoice-email"
            >
              <span className={`badge ${STATUS_COLOURS[email.status]}`} data-status={email.status}>
                {t(`subscription.invoice.emailStatus.${email.status}`)}
              </span>
              <span className="text-break fw-semibold">{email.recipient}</span>
              <span className="small text-body-secondary">
                {email.sent_at
                  ? t('subscription.invoice.emailSentAt', {
                      time: formatLocalizedDateTime(email.sent_at, i18n.language),
                    })
                  : t('subscription.invoice.emailQueuedAt', {
                      time: formatLocalizedDateTime(email.queued_at, i18n.language),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
