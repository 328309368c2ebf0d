// The messages sent to a parcel's recipient: what was said (the text as the recipient got it, which in the
// development outbox is the only copy), over which channel, and how delivery went: the status, the tries, and for a
// failed message its error and a Retry (act 51021) that puts it back in the queue.
import { retryMessageAct, type MessageItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { parcelDetailKey } from './parcel-detail-key';

const STATUS_CLASS: Record<string, string> = {
  sent: 'bg-success-subtle text-success-emphasis',
  failed: 'bg-danger-subtle text-danger-emphasis',
};

interface ParcelMessagesProps {
  /** The building's zone, in which the times are shown. */
  timeZone: string;
  parcelId: number;
  messages: readonly MessageItem[];
}

export function ParcelMessages({ parcelId, messages, timeZone }: ParcelMessagesProps) {
  const { t, i18n } = useTranslation();
  const time = (value: string) => formatZonedDateTime(value, timeZone, i18n.language);
  const act = useAct();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: number) => act(retryMessageAct, { id }),
    onSuccess: (message) => toast.success(t('parcels.messages.retried', { id: message.id })),
    onError: (error) => toast.error(t('parcels.messages.retryFailed', { reason: error.message })),
    // Whatever the answer, the detail shows the message as the server now has it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parcelDetailKey(parcelId) }),
  });
  return (
    <section aria-labelledby="parcel-messages-title">
      <h3 className="h6" id="parcel-messages-title">
        {t('parcels.messages.title')}
      </h3>
      {messages.length === 0 ? (
        <p className="text-body-secondary">{t('parcels.messages.none')}</p>
      ) : (
        <ul className="list-group small" data-testid="parcel-messages">
          {messages.map((message) => {
            const channel = t(`parcels.messages.channels.${message.channel}`, {
              defaultValue: message.channel,
            });
            const event = t(`parcels.messages.events.${message.event}`, { defaultValue: message.event });
            return (
              <li
                key={message.id}
                className="list-group-item"
                data-testid="parcel-message"
                data-status={message.status}
                data-channel={message.channel}
                data-message-id={message.id}
              >
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <strong>{event}</strong>
                  <span className="badge bg-secondary-subtle text-secondary-emphasis">{channel}</span>
                  <span className="text-break">{message.recipient}</span>
                  <span
                    className={`badge ms-auto ${STATUS_CLASS[message.status] ?? 'bg-secondary-subtle text-secondary-emphasis'}`}
                    data-testid="message-status"
                  >
                    {t(`parcels.messages.statuses.${message.status}`, { defaultValue: message.status })}
                  </span>
                </div>
                <div className="text-body-secondary mt-1">
                  {t('parcels.messages.attempts', { count: message.attempts })}
                  {' · '}
                  {t('parcels.messages.createdAt', { time: time(message.create_time) })}
                  {message.sent_time &&
                    ` · ${t('parcels.messages.sentAt', { time: time(message.sent_time) })}`}
                  {message.provider && ` · ${t('parcels.messages.provider', { provider: message.provider })}`}
                </div>
                {message.error && (
                  <p className="text-danger-emphasis mb-0 mt-1" data-testid="message-error">
                    {/* A retried message keeps the error of its last try until it is sent. */}
                    {t(
                      message.status === 'failed' ? 'parcels.messages.error' : 'parcels.messages.lastError',
                      {
                        error: message.error,
                      },
                    )}
                  </p>
                )}
                {message.status === 'failed' && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm mt-2 d-inline-flex align-items-center gap-1"
                    onClick={() => retry.mutate(message.id)}
                    disabled={retry.isPending}
                    aria-label={t('parcels.messages.retryLabel', {
                      event,
                      channel,
                      recipient: message.recipient,
                    })}
                    data-testid="message-retry"
                  >
                    <RotateCcw size={14} aria-hidden="true" />
                    {t('parcels.messages.retry')}
                  </button>
                )}
                <details className="mt-2">
                  <summary>{t('parcels.messages.text')}</summary>
                  <div className="border rounded p-2 mt-1 bg-body-tertiary" data-testid="message-text">
                    {message.subject && <p className="fw-semibold mb-1">{message.subject}</p>}
                    <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
                      {message.body}
                    </p>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
