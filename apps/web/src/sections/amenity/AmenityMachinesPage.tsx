// Amenity machines (menu entry 'amenity-machine', `#/amenity/machine`): the machines that lend items in the user's
// buildings with their stock, overdue items and deposits held (act 59001), on the shared list page; a machine's name
// opens its slots.
import { amenityMachineListAct, AMENITY_MACHINE_SORTS } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { AMENITY_REFRESH_MS } from './amenity-refresh';
import { machineName } from './amenity-format';
import {
  EMPTY_MACHINE_FILTERS,
  MACHINE_ADDRESS,
  MACHINE_VIEW,
  readMachineFilters,
  type MachineFilters,
} from './amenity-views';
import { machineColumns } from './machine-columns';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<MachineFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? '' : Number(view.filters.buid),
  sort: AMENITY_MACHINE_SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function Machines() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const columns = machineColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: MACHINE_ADDRESS,
    defaultView: MACHINE_VIEW,
    queryKey: ['amenity', 'machines'],
    exportName: 'amenity-machines',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(amenityMachineListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: AMENITY_REFRESH_MS },
  });
  const total = list.data?.total ?? 0;
  const f = (key: string) => t(`amenity.machines.filters.${key}`);
  return (
    <ListPage
      id="amenity-machine"
      caption={t('amenity.machines.caption')}
      columns={columns}
      filterFields={[
        { id: 'q', label: f('search'), kind: 'text' },
        buildingFilterField(f('building'), f('allBuildings'), buildings),
      ]}
      view={view}
      onView={show}
      emptyFilters={EMPTY_MACHINE_FILTERS}
      nextFilters={(_current, values) => readMachineFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.uuid}
      rowLabel={(row) => t('amenity.machines.rowLabel', { name: machineName(row.name) })}
      emptyText={t('amenity.machines.empty')}
      totalText={t('amenity.machines.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function AmenityMachinesPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="amenity-machine" title={t('amenity.machines.title')}>
      <Machines />
    </SectionPage>
  );
}
