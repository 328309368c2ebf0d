// Locker Settings (`settings`): the buildings the user manages (act 52001), searchable, sorted and paged on the
// server, with what needs them, on the shared list page.
import { SETTINGS_BUILDING_SORTS, settingsBuildingsAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import type { FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { settingsColumns } from './settings-columns';

const PAGE_SIZE = 25;

interface SettingsFilters {
  [key: string]: string;
  q: string;
}

const EMPTY_FILTERS: SettingsFilters = { q: '' };
const DEFAULT_VIEW: ListView<SettingsFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: FilterValues): SettingsFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
});
const ADDRESS = queryViewAddress({ path: '/settings', view: DEFAULT_VIEW, readFilters });

const requestOf = (view: ListView<SettingsFilters>) => ({
  q: view.filters.q.trim() || undefined,
  sort: SETTINGS_BUILDING_SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function BuildingList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const columns = settingsColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['settings', 'buildings'],
    exportName: 'buildings',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(settingsBuildingsAct, { ...requestOf(view), offset, count }),
  });
  const total = list.data?.total ?? 0;
  return (
    <ListPage
      id="settings"
      caption={t('lockerSettings.listCaption')}
      columns={columns}
      filterFields={[
        {
          id: 'q',
          label: t('lockerSettings.search'),
          kind: 'text',
          placeholder: t('lockerSettings.searchPlaceholder'),
        },
      ]}
      view={view}
      onView={show}
      emptyFilters={EMPTY_FILTERS}
      nextFilters={(_current, values) => readFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.buid}
      rowLabel={(row) => row.bname}
      emptyText={t('lockerSettings.noBuildings')}
      totalText={t('lockerSettings.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function SettingsListPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="settings" title={t('menu.lockerSettings')}>
      <BuildingList />
    </SectionPage>
  );
}
