// Machine Logs (menu entry 'logs-machine', `#/logs/machine`): what the lockers reported through the device channel
// (act 52072), filtered by building, locker, category, severity and period, newest first, paged on the server,
// each entry worded from the log model in the reader's language; a locker opens its timeline. System admins of the
// operator set how long entries are kept.
import { canCall, machineLogsAct, setLogRetentionAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions, useLockerOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { machineLogColumns } from './machine-log-columns';
import { machineLogFilterFields } from './machine-log-filter-fields';
import {
  asMachineFilters,
  EMPTY_MACHINE_FILTERS,
  machineFilterParams,
  nextMachineFilters,
  type MachineLogFilters,
} from './machine-log-filters';
import { periodProblem } from './period';
import { RetentionPanel } from './RetentionPanel';

const PAGE_SIZE = 25;
/** Lockers report all the time; the list follows once a minute. */
const RELOAD_MS = 60_000;
const DEFAULT_VIEW: ListView<MachineLogFilters> = {
  filters: EMPTY_MACHINE_FILTERS,
  sort: { key: 'at', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({
  path: '/logs/machine',
  view: DEFAULT_VIEW,
  readFilters: asMachineFilters,
});

/** A period ending before it starts is not searched for (the filter bar says why). */
const periodValid = (view: ListView<MachineLogFilters>) =>
  periodProblem(view.filters.from, view.filters.to) === undefined;

const requestOf = (view: ListView<MachineLogFilters>) => ({
  ...machineFilterParams(view.filters),
  dir: view.sort.dir,
});

function MachineLogList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const columns = machineLogColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['logs', 'machine'],
    exportName: 'machine-logs',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(machineLogsAct, { ...requestOf(view), offset, count }),
    query: (view) => ({ enabled: periodValid(view), refetchInterval: RELOAD_MS }),
  });
  const lockers = useLockerOptions(view.filters.buid);
  const valid = periodValid(view);
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        id="machine-log"
        caption={t('logs.machine.caption')}
        columns={columns}
        filterFields={machineLogFilterFields(t, view.filters, buildings, lockers)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_MACHINE_FILTERS}
        nextFilters={nextMachineFilters}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('logs.machine.rowLabel', { time: formatZonedDateTime(row.at, undefined, i18n.language) })
        }
        emptyText={t('logs.machine.empty')}
        totalText={t('logs.machine.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        invalidText={valid ? undefined : t('logs.member.filters.toBeforeFrom')}
      />
      {canCall(setLogRetentionAct, user) && <RetentionPanel />}
    </>
  );
}

export function MachineLogsPage() {
  const { t } = useTranslation();
  // The list lives inside the guard, so a user the menu refuses makes no call at all.
  return (
    <SectionPage menuId="logs-machine" title={t('logs.machine.title')}>
      <MachineLogList />
    </SectionPage>
  );
}
