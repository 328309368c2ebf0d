// The messages behind an SMS Dashboard figure (`#/sms/sms-dashboard/messages`): the outbox (act 51020) on the
// shared list page, filtered by outcome, channel, period, recipient or failure reason, newest first.
import { messageListAct } from '@bluemanager/protocol';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { messageColumns } from './message-columns';
import {
  DEFAULT_MESSAGE_VIEW,
  EMPTY_MESSAGE_FILTERS,
  MESSAGES_ADDRESS,
  messageParams,
  readMessageFilters,
} from './message-view';

const PAGE_SIZE = 25;

function MessageList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const columns = messageColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: MESSAGES_ADDRESS,
    defaultView: DEFAULT_MESSAGE_VIEW,
    queryKey: ['sms', 'messages'],
    exportName: 'messages',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(messageListAct, { ...messageParams(view.filters), offset, count }),
  });
  const total = list.data?.total ?? 0;
  const option = (value: string, label: string) => ({ value, label });
  return (
    <>
      <Link
        to="/sms/sms-dashboard"
        className="d-inline-flex align-items-center gap-1 mb-3 link-body-emphasis"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {t('sms.messages.back')}
      </Link>
      <ListPage
        id="message"
        caption={t('sms.messages.caption')}
        columns={columns}
        filterFields={[
          {
            id: 'status',
            label: t('sms.messages.filters.status'),
            kind: 'select',
            options: [
              option('', t('sms.messages.filters.allStatuses')),
              ...(['sent', 'failed', 'queued', 'sending'] as const).map((status) =>
                option(status, t(`sms.messages.status.${status}`)),
              ),
            ],
          },
          {
            id: 'channel',
            label: t('sms.messages.filters.channel'),
            kind: 'select',
            options: [
              option('', t('sms.messages.filters.allChannels')),
              option('sms', t('sms.channels.sms')),
              option('email', t('sms.channels.email')),
            ],
          },
          { id: 'from', label: t('sms.period.from'), kind: 'date' },
          { id: 'to', label: t('sms.period.to'), kind: 'date' },
          { id: 'recipient', label: t('sms.messages.filters.recipient'), kind: 'text' },
          { id: 'reason', label: t('sms.messages.filters.reason'), kind: 'text' },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_MESSAGE_FILTERS}
        nextFilters={(_current, values) => readMessageFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          `${t(`sms.events.${row.event}`, { defaultValue: row.event })} · ${row.create_time}`
        }
        emptyText={t('sms.messages.empty')}
        totalText={t('sms.messages.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
    </>
  );
}

export function MessagesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="sms-dashboard" title={t('sms.messages.title')}>
      <MessageList />
    </SectionPage>
  );
}
