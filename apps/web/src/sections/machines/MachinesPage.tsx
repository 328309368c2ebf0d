// Machine (menu entry 'machines-lockers', `#/machines/lockers`): every machine in the user's scope, filtered,
// sorted and paged on the server (act 52010), with online/offline by spec §5's rule. A row opens the machine;
// system admins add machines here (the new device secret is shown once, then the new machine opens).
import { machinePageAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { formatCount } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { DataTable } from '../../shared/data-table/DataTable';
import type { FilterValues, SortState } from '../../shared/data-table/data-table-types';
import { FilterBar } from '../../shared/data-table/FilterBar';
import { SectionPage } from '../../shared/SectionPage';
import { CreateMachineDialog } from './CreateMachineDialog';
import { mayWriteFleet } from './fleet-writes';
import { machineColumns, machinePath } from './machine-columns';
import { machineFilterFields } from './machine-filter-fields';
import { asFilters, EMPTY_FILTERS, filterParams, serverSort, type MachineFilters } from './machine-filters';
import { readableMachineName } from '../../format/machine-name';
import { SecretDialog, type IssuedSecret } from './SecretDialog';
import { useBuildingOptions } from './use-machine-options';
import { useNow } from './use-now';
import './machines.scss';

const PAGE_SIZE = 25;
const DEFAULT_SORT: SortState = { key: 'name', dir: 'asc' };
/** Heartbeats arrive every few seconds; the list follows them once a minute. */
const RELOAD_MS = 60_000;

function MachineList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const now = useNow();
  const buildings = useBuildingOptions();
  const [filters, setFilters] = useState<MachineFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret | undefined>();
  const params = {
    ...filterParams(filters),
    sort: serverSort(sort.key),
    dir: sort.dir,
    offset,
    count: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['machines', 'list', params],
    queryFn: () => act(machinePageAct, params),
    placeholderData: keepPreviousData,
    refetchInterval: RELOAD_MS,
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const apply = (values: FilterValues) => {
    setFilters(asFilters(values));
    setOffset(0);
  };
  // A click anywhere on a row opens its machine; links and buttons inside it keep their own meaning.
  const openRow = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, label')) return;
    const row = target.closest<HTMLElement>('tr[data-row-key]');
    if (row?.dataset.rowKey) void navigate(machinePath(row.dataset.rowKey));
  };
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="text-body-secondary me-auto" data-testid="machine-total">
          {t('machines.total', { count: formatCount(total, i18n.language) })}
        </span>
        {mayWriteFleet(user) && (
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setCreating(true)}
            data-testid="add-machine"
          >
            <Plus size={16} aria-hidden="true" />
            {t('machines.actions.add')}
          </button>
        )}
      </div>
      <div className="card">
        <FilterBar
          idPrefix="machine-filter"
          fields={machineFilterFields(t, buildings)}
          values={filters}
          onApply={apply}
          onReset={() => apply(EMPTY_FILTERS)}
        />
        {list.isError && (
          <div className="alert alert-danger mx-3" role="alert" data-testid="machine-error">
            {t('machines.loadFailed', { reason: list.error.message })}
          </div>
        )}
        {/* The keyboard opens a machine through the name link; this only widens the pointer's target. */}
        <div className="machine-table" onClick={openRow}>
          <DataTable
            testId="machine-table"
            caption={t('machines.caption')}
            columns={machineColumns(t, now)}
            rows={list.isError ? [] : list.data?.items}
            rowKey={(row) => row.uuid}
            rowLabel={(row) => t('machines.rowLabel', { name: readableMachineName(row.name) })}
            loading={list.isFetching}
            emptyText={t('machines.empty')}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setOffset(0);
            }}
            page={{ offset, pageSize: PAGE_SIZE, total }}
            onPage={setOffset}
          />
        </div>
      </div>
      {creating && (
        <CreateMachineDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setIssued(created);
          }}
        />
      )}
      {issued && (
        <SecretDialog
          issued={issued}
          onClose={() => {
            setIssued(undefined);
            void navigate(machinePath(issued.uuid));
          }}
        />
      )}
    </>
  );
}

export function MachinesPage() {
  const { t } = useTranslation();
  // The list lives inside the guard, so a user the menu refuses makes no call at all.
  return (
    <SectionPage menuId="machines-lockers" title={t('machines.title')}>
      <MachineList />
    </SectionPage>
  );
}
