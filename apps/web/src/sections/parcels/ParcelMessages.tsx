// The messages sent to a parcel's recipient, with their delivery status (spec: failures are visible).
import type { MessageItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/time';

const STATUS_CLASS: Record<string, string> = {
  sent: 'bg-success-subtle text-success-emphasis',
  failed: 'bg-danger-subtle text-danger-emphasis',
};

export function ParcelMessages({ messages }: { messages: readonly MessageItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="h6">{t('parcels.messages.title')}</h3>
      {messages.length === 0 ? (
        <p className="text-body-secondary">{t('parcels.messages.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm small" data-testid="parcel-messages">
            <caption className="visually-hidden">{t('parcels.messages.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('parcels.messages.event')}</th>
                <th scope="col">{t('parcels.messages.channel')}</th>
                <th scope="col">{t('parcels.messages.recipient')}</th>
                <th scope="col">{t('parcels.messages.status')}</th>
                <th scope="col">{t('parcels.messages.created')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{t(`parcels.messages.events.${message.event}`, { defaultValue: message.event })}</td>
                  <td>
                    {t(`parcels.messages.channels.${message.channel}`, { defaultValue: message.channel })}
                  </td>
                  <td className="text-break">{message.recipient}</td>
                  <td>
                    <span
                      className={`badge ${STATUS_CLASS[message.status] ?? 'bg-secondary-subtle text-secondary-emphasis'}`}
                    >
                      {t(`parcels.messages.statuses.${message.status}`, { defaultValue: message.status })}
                    </span>
                    {message.error && <div className="text-danger">{message.error}</div>}
                  </td>
                  <td className="text-nowrap">{formatDateTime(message.create_time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
