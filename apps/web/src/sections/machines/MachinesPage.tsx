// Machine (menu entry 'machines-lockers', `#/machines/lockers`): every machine in the user's scope, filtered,
// sorted and paged on the server (act 52010), with online/offline by spec §5's rule, on the shared list page. A
// row opens the machine; system admins add machines here (the new device secret is shown once, then the new
// machine opens).
import { machinePageAct } from '@bluemanager/protocol';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { CreateMachineDialog } from './CreateMachineDialog';
import { mayWriteFleet } from './fleet-writes';
import { machineColumns, machinePath } from './machine-columns';
import { machineFilterFields } from './machine-filter-fields';
import { asFilters, EMPTY_FILTERS, filterParams, serverSort, type MachineFilters } from './machine-filters';
import { SecretDialog, type IssuedSecret } from './SecretDialog';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { useNow } from './use-now';
import './machines.scss';

const PAGE_SIZE = 25;
/** Heartbeats arrive every few seconds; the list follows them once a minute. */
const RELOAD_MS = 60_000;
const DEFAULT_VIEW: ListView<MachineFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/machines/lockers', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<MachineFilters>) => ({
  ...filterParams(view.filters),
  sort: serverSort(view.sort.key),
  dir: view.sort.dir,
});

function MachineList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const now = useNow();
  const buildings = useBuildingOptions();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<IssuedSecret | undefined>();
  const columns = machineColumns(t, now);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['machines', 'list'],
    exportName: 'machines',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(machinePageAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: RELOAD_MS },
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        onOpenRow={(key) => void navigate(machinePath(key))}
        id="machine"
        caption={t('machines.caption')}
        columns={columns}
        filterFields={machineFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.uuid}
        rowLabel={(row) => t('machines.rowLabel', { name: readableMachineName(row.name) })}
        emptyText={t('machines.empty')}
        totalText={t('machines.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        toolbar={
          mayWriteFleet(user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setCreating(true)}
              data-testid="add-machine"
            >
              <Plus size={16} aria-hidden="true" />
              {t('machines.actions.add')}
            </button>
          )
        }
      />
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
