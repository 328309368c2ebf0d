// The outbox and sent log (act 63010) on the shared list page: search in recipient and subject, by status and
// period; a row opens the email as sent, or queues a copy (63011).
import { emailListAct, emailResendAct, EMAIL_STATUSES, type MessageItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { emailColumns } from './email-columns';
import { EmailMessageDialog } from './EmailMessageDialog';
import {
  DEFAULT_EMAIL_VIEW,
  EMAIL_ADDRESS,
  EMPTY_EMAIL_FILTERS,
  emailParams,
  readEmailFilters,
} from './email-view';

const PAGE_SIZE = 25;
const CODE_EVENTS = ['deposited', 'code-resent'];

export function EmailOutbox() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<MessageItem | undefined>();
  const columns = emailColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: EMAIL_ADDRESS,
    defaultView: DEFAULT_EMAIL_VIEW,
    queryKey: ['email', 'outbox'],
    exportName: 'emails',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(emailListAct, { ...emailParams(view.filters), offset, count }),
  });
  const resend = useMutation({
    mutationFn: (row: MessageItem) => act(emailResendAct, { id: row.id }),
    onSuccess: (answer) => {
      toast.success(t('email.outbox.resent', { recipient: answer.recipient }));
      void queryClient.invalidateQueries({ queryKey: ['email', 'outbox'] });
    },
    onError: (error) => toast.error(t('email.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  const option = (value: string, label: string) => ({ value, label });
  return (
    <>
      <ListPage
        id="email"
        caption={t('email.outbox.caption')}
        columns={columns}
        filterFields={[
          { id: 'q', label: t('email.outbox.search'), kind: 'text' },
          {
            id: 'status',
            label: t('email.outbox.statusFilter'),
            kind: 'select',
            options: [
              option('', t('email.outbox.allStatuses')),
              ...EMAIL_STATUSES.map((status) => option(status, t(`email.status.${status}`))),
            ],
          },
          { id: 'from', label: t('email.outbox.from'), kind: 'date' },
          { id: 'to', label: t('email.outbox.to'), kind: 'date' },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_EMAIL_FILTERS}
        nextFilters={(_current, values) => readEmailFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${row.recipient} · ${row.subject}`}
        emptyText={t('email.outbox.empty')}
        totalText={t('email.outbox.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(row) => (
          <RowMenu
            label={t('email.outbox.actionsFor', { recipient: row.recipient })}
            items={[
              { id: 'open', label: t('email.outbox.open'), onSelect: () => setOpen(row) },
              // A pickup code may have died since: a new code is sent from the parcel instead.
              ...((row.status === 'sent' || row.status === 'failed') && !CODE_EVENTS.includes(row.event)
                ? [{ id: 'resend', label: t('email.outbox.resend'), onSelect: () => resend.mutate(row) }]
                : []),
            ]}
          />
        )}
      />
      {open && <EmailMessageDialog message={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
