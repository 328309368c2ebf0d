// Member Logs (menu entry 'logs-operator', `#/logs/operator`): the operation log of every write, people's and the
// portal's (act 52070), filtered by category, actor, building, period and text, newest first, paged on the server,
// with each entry worded in the reader's language; a row's time opens its details (before/after values).
import { memberLogsAct, type MemberLogEntry } from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { MemberLogDialog } from './MemberLogDialog';
import { memberLogColumns } from './member-log-columns';
import { memberLogFilterFields } from './member-log-filter-fields';
import { asFilters, EMPTY_FILTERS, filterParams, type MemberLogFilters } from './member-log-filters';
import { periodProblem } from './period';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<MemberLogFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'at', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/logs/operator', view: DEFAULT_VIEW, readFilters: asFilters });

/** A period ending before it starts is not searched for (the filter bar says why). */
const periodValid = (view: ListView<MemberLogFilters>) =>
  periodProblem(view.filters.from, view.filters.to) === undefined;

const requestOf = (view: ListView<MemberLogFilters>) => ({
  ...filterParams(view.filters),
  dir: view.sort.dir,
});

function MemberLogList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const [open, setOpen] = useState<MemberLogEntry | undefined>();
  const columns = memberLogColumns(t, i18n.language, setOpen);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['logs', 'member'],
    exportName: 'member-logs',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(memberLogsAct, { ...requestOf(view), offset, count }),
    query: (view) => ({ enabled: periodValid(view) }),
  });
  const valid = periodValid(view);
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        id="member-log"
        caption={t('logs.member.caption')}
        columns={columns}
        filterFields={memberLogFilterFields(t, view.filters, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('logs.member.rowLabel', { time: formatZonedDateTime(row.at, undefined, i18n.language) })
        }
        emptyText={t('logs.member.empty')}
        totalText={t('logs.member.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        invalidText={valid ? undefined : t('logs.member.filters.toBeforeFrom')}
      />
      {open && <MemberLogDialog entry={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

export function MemberLogsPage() {
  const { t } = useTranslation();
  // The list lives inside the guard, so a user the menu refuses makes no call at all.
  return (
    <SectionPage menuId="logs-operator" title={t('logs.member.title')}>
      <MemberLogList />
    </SectionPage>
  );
}
