// A locker family's home (`/minibox-locker-list`; the bike home is the bike section's): the machines of that family
// in the user's scope (act 52010 with the family filter), on the shared list page with the machine list's columns; a
// row opens the machine. The page the family switcher lands on, so switching never ends on a page not found.
import { machinePageAct, type LockerFamily } from '@bluemanager/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useListExport } from '../../shared/list-page/use-list-export';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { machineColumns } from '../machines/machine-columns';
import { machineFilterFields } from '../machines/machine-filter-fields';
import { useNow } from '../machines/use-now';

const PAGE_SIZE = 25;

interface FamilyFilters {
  [key: string]: string;
  q: string;
  buid: string;
}

const EMPTY_FILTERS: FamilyFilters = { q: '', buid: '' };
const DEFAULT_VIEW: ListView<FamilyFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: Readonly<Record<string, string | boolean>>): FamilyFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  buid: typeof values.buid === 'string' && /^\d+$/.test(values.buid) ? values.buid : '',
});
const SORTS = ['name', 'building', 'mm', 'status', 'last_seen'] as const;

interface FamilyMachinesProps {
  family: LockerFamily;
  path: string;
  /** The key of the page's title and introduction in the familyHomes texts. */
  textKey: 'bike' | 'miniBox';
}

function FamilyMachines({ family, path, textKey }: FamilyMachinesProps) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const now = useNow();
  const buildings = useBuildingOptions();
  const address = useMemo(() => queryViewAddress({ path, view: DEFAULT_VIEW, readFilters }), [path]);
  const { view, show } = useListView(address, () => address.read(window.location.hash) ?? DEFAULT_VIEW);
  const request = {
    family,
    q: view.filters.q.trim() || undefined,
    buid: view.filters.buid === '' ? '' : Number(view.filters.buid),
    sort: SORTS.find((sort) => sort === view.sort.key) ?? 'name',
    dir: view.sort.dir,
  };
  const params = { ...request, offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['family-machines', params], () => act(machinePageAct, params));
  const columns = machineColumns(t, now).filter((column) => column.id !== 'family');
  const exporter = useListExport(`${textKey}-machines`, columns, (offset, count) =>
    act(machinePageAct, { ...request, offset, count }),
  );
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t(`familyHomes.${textKey}.intro`)}</p>
      <ListPage
        id="family-machine"
        caption={t(`familyHomes.${textKey}.title`)}
        columns={columns}
        filterFields={machineFilterFields(t, buildings).filter((field) => ['q', 'buid'].includes(field.id))}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.uuid}
        rowLabel={(row) => t('machines.rowLabel', { name: readableMachineName(row.name) })}
        emptyText={t(`familyHomes.${textKey}.empty`)}
        totalText={t('machines.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
    </>
  );
}

export function MiniBoxLockersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="minibox-locker-list" title={t('familyHomes.miniBox.title')}>
      <FamilyMachines family="miniBox" path="/minibox-locker-list" textKey="miniBox" />
    </SectionPage>
  );
}
