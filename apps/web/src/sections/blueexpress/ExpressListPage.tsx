// BlueExpress (menu entry 'blueexpress', `#/blueexpress`, level 10): the shipments of the user's buildings (act
// 65301), searched by shipment number or phone, filtered by building, state and service, sorted and paged on the
// server, on the shared list page; New shipment and Tariff for those who may.
import { canCall, expressCreateAct, expressListAct, expressTariffSetAct } from '@bluemanager/protocol';
import { Plus, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useListExport } from '../../shared/list-page/use-list-export';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { expressColumns } from './express-columns';
import {
  asFilters,
  EMPTY_FILTERS,
  expressFilterFields,
  filterParams,
  serverSort,
  type ExpressFilters,
} from './express-filters';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<ExpressFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/blueexpress', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<ExpressFilters>) => ({
  ...filterParams(view.filters),
  sort: serverSort(view.sort.key),
  dir: view.sort.dir,
});

function ShipmentList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['blueexpress', 'list', params], () => act(expressListAct, params));
  const columns = expressColumns(t, i18n.language);
  const exporter = useListExport('blueexpress', columns, (offset, count) =>
    act(expressListAct, { ...requestOf(view), offset, count }),
  );
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-end mb-3">
        {canCall(expressTariffSetAct, user) && (
          <Link to="/blueexpress/tariff" className="btn btn-secondary d-inline-flex align-items-center gap-1">
            <Tags size={16} aria-hidden="true" />
            {t('blueexpress.tariff')}
          </Link>
        )}
        {canCall(expressCreateAct, user) && (
          <Link
            to="/blueexpress/new"
            className="btn btn-primary d-inline-flex align-items-center gap-1"
            data-testid="new-shipment"
          >
            <Plus size={16} aria-hidden="true" />
            {t('blueexpress.newShipment')}
          </Link>
        )}
      </div>
      <ListPage
        id="shipment"
        caption={t('blueexpress.caption')}
        columns={columns}
        filterFields={expressFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('blueexpress.rowLabel', { number: row.number })}
        emptyText={t('blueexpress.empty')}
        totalText={t('blueexpress.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
    </>
  );
}

export function ExpressListPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="blueexpress" title={t('blueexpress.title')}>
      <ShipmentList />
    </SectionPage>
  );
}
