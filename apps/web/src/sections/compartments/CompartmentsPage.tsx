// Compartments (menu entry 'compartments', role 11): the compartments of the metro staff's lockers (act 52030),
// filtered on the server by building, locker, spec §4's size filter, category and state, and paged there, on the
// shared list page. The server also lets system admins call the act; the page follows the menu, which shows the
// entry to level 11 only.
import { compartmentListAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useListExport } from '../../shared/list-page/use-list-export';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { SectionPage } from '../../shared/SectionPage';
import { compartmentColumns, type CompartmentRow } from './compartment-columns';
import { compartmentFilterFields } from './compartment-filter-fields';
import {
  compartmentParams,
  EMPTY_FILTERS,
  nextFilters,
  sizeProblem,
  type CompartmentFilters,
} from './compartment-filters';
import { useCompartmentOptions } from './use-compartment-options';
import { useCompartmentWords } from './use-compartment-words';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<CompartmentFilters> = {
  filters: EMPTY_FILTERS,
  // The server orders by building, locker and label; there is no other sort.
  sort: { key: 'place', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({
  path: '/compartments',
  view: DEFAULT_VIEW,
  readFilters: (values) => nextFilters(EMPTY_FILTERS, values),
});

function CompartmentList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const words = useCompartmentWords();
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const { filters } = view;
  const valid = sizeProblem(filters) === undefined;
  const params = { ...compartmentParams(filters), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['compartments', 'list', params], () => act(compartmentListAct, params), {
    enabled: valid,
    forbiddenText: t('compartments.forbidden'),
  });
  const { buildingOptions, lockerOptions } = useCompartmentOptions(filters.buid);
  const onlyLocker = (row: CompartmentRow) =>
    // Set together: through the filter bar, a new building would empty the locker chosen with it.
    show({ ...view, filters: { ...filters, buid: String(row.buid), uuid: row.muuid }, offset: 0 });
  const columns = compartmentColumns(t, words, onlyLocker);
  const exporter = useListExport('compartments', columns, (offset, count) =>
    act(compartmentListAct, { ...compartmentParams(filters), offset, count }),
  );
  const total = valid ? (list.data?.total ?? 0) : 0;
  return (
    <ListPage
      id="compartment"
      caption={t('compartments.caption')}
      columns={columns}
      filterFields={compartmentFilterFields(t, filters, buildingOptions, lockerOptions)}
      view={view}
      onView={show}
      emptyFilters={EMPTY_FILTERS}
      nextFilters={nextFilters}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('compartments.rowLabel', { label: row.label })}
      emptyText={t('compartments.empty')}
      invalidText={valid ? undefined : t('compartments.fixFilters')}
      totalText={t('compartments.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function CompartmentsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="compartments" title={t('compartments.title')}>
      <CompartmentList />
    </SectionPage>
  );
}
