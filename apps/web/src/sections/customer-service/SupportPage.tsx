// Support (menu entries 'customer-service' and the bike menu's 'bike-support', `#/customer-service`): the ticket
// queue (act 61001) on the shared list page, opening on what is not resolved; the header counts the open and the
// overdue tickets whatever the filters (the overdue count filters the list to them). New ticket opens the dialog
// (61005); a ticket's number opens its page.
import { canCall, ticketCreateAct, ticketListAct } from '@bluemanager/protocol';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { NewTicketDialog } from './NewTicketDialog';
import { ticketColumns } from './ticket-columns';
import {
  EMPTY_FILTERS,
  filterParams,
  readFilters,
  ticketFilterFields,
  type TicketFilters,
} from './ticket-filters';
import { requesterName, ticketPath, ticketNumber } from './ticket-text';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<TicketFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'age', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/customer-service', view: DEFAULT_VIEW, readFilters });

function TicketQueue() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const buildings = useBuildingOptions();
  const [adding, setAdding] = useState(false);
  const [now] = useState(() => Date.now());
  const columns = ticketColumns(t, i18n.language, now);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['support', 'list'],
    exportName: 'support-tickets',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(ticketListAct, { ...filterParams(view.filters), offset, count }),
  });
  const total = list.data?.total ?? 0;
  const open = list.data?.open ?? 0;
  const overdue = list.data?.overdue ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('support.intro')}</p>
      {list.data && (
        <p className="d-flex flex-wrap gap-2 align-items-center" data-testid="support-counts">
          <span className="badge text-bg-primary fs-6">{t('support.open', { count: open })}</span>
          {overdue > 0 && (
            <button
              type="button"
              className="btn btn-danger btn-sm"
              onClick={() => show({ ...view, filters: { ...EMPTY_FILTERS, overdue: true }, offset: 0 })}
              aria-label={t('support.showOverdue')}
              data-testid="show-overdue"
            >
              {t('support.overdueCount', { count: overdue })}
            </button>
          )}
        </p>
      )}
      <ListPage
        id="support"
        caption={t('support.caption')}
        columns={columns}
        filterFields={ticketFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${ticketNumber(row.id)} ${requesterName(row)}`}
        emptyText={t('support.empty')}
        totalText={t('support.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        onOpenRow={(key) => void navigate(ticketPath(Number(key)))}
        toolbar={
          canCall(ticketCreateAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setAdding(true)}
              data-testid="add-ticket"
            >
              <Plus size={16} aria-hidden="true" />
              {t('support.add')}
            </button>
          )
        }
      />
      {adding && <NewTicketDialog onClose={() => setAdding(false)} />}
    </>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="customer-service" title={t('support.title')}>
      <TicketQueue />
    </SectionPage>
  );
}
