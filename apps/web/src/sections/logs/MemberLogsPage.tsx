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
import { useListExport } from '../../shared/list-page/use-list-export';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
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

const requestOf = (view: ListView<MemberLogFilters>) => ({
  ...filterParams(view.filters),
  dir: view.sort.dir,
});

function MemberLogList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const [open, setOpen] = useState<MemberLogEntry | undefined>();
  const valid = periodProblem(view.filters.from, view.filters.to) === undefined;
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['logs', 'member', params], () => act(memberLogsAct, params), {
    enabled: valid,
  });
  const columns = memberLogColumns(t, i18n.language, setOpen);
  const exporter = useListExport('member-logs', columns, (offset, count) =>
    act(memberLogsAct, { ...requestOf(view), offset, count }),
  );
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
