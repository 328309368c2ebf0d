// Group-Buy Setup (menu entry 'group-buy-schedule', `#/group-buy-schedule`, BLUEMART, level 10): every campaign with
// a pickup building in the user's buildings (act 65001), soonest deadline first, filtered by state and building,
// each with its progress toward the minimum. New campaign opens the form for those who may create one.
import { CAMPAIGN_STATES, canCall, groupBuyCreateAct, groupBuyListAct } from '@bluemanager/protocol';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { FilterField } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { filterId, filterText, useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { campaignColumns } from './group-buy-columns';

interface CampaignFilters {
  [key: string]: string;
  state: string;
  buid: string;
}

const PAGE_SIZE = 25;
const EMPTY_FILTERS: CampaignFilters = { state: '', buid: '' };
const SORTS = ['deadline', 'name', 'created'] as const;
const DEFAULT_VIEW: ListView<CampaignFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'deadline', dir: 'asc' },
  offset: 0,
};

const asFilters = (values: Readonly<Record<string, string | boolean>>): CampaignFilters => {
  return {
    state: CAMPAIGN_STATES.find((state) => state === filterText(values, 'state')) ?? '',
    buid: filterId(values, 'buid'),
  };
};
const ADDRESS = queryViewAddress({ path: '/group-buy-schedule', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<CampaignFilters>) => ({
  ...(view.filters.buid ? { buid: Number(view.filters.buid) } : {}),
  ...(view.filters.state ? { state: CAMPAIGN_STATES.find((state) => state === view.filters.state) } : {}),
  sort: SORTS.find((sort) => sort === view.sort.key) ?? 'deadline',
  dir: view.sort.dir,
});

function CampaignList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const columns = campaignColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['group-buy', 'list'],
    exportName: 'group-buys',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(groupBuyListAct, { ...requestOf(view), offset, count }),
  });
  const filterFields: FilterField[] = [
    {
      id: 'state',
      label: t('groupBuy.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('groupBuy.filters.allStates') },
        ...CAMPAIGN_STATES.map((state) => ({ value: state, label: t(`groupBuy.state.${state}`) })),
      ],
    },
    buildingFilterField(t('groupBuy.filters.building'), t('groupBuy.filters.allBuildings'), buildings),
  ];
  const total = list.data?.total ?? 0;
  return (
    <ListPage
      id="group-buy"
      caption={t('groupBuy.caption')}
      columns={columns}
      filterFields={filterFields}
      view={view}
      onView={show}
      emptyFilters={EMPTY_FILTERS}
      nextFilters={(_current, values) => asFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('groupBuy.rowLabel', { name: row.name })}
      emptyText={t('groupBuy.empty')}
      totalText={t('groupBuy.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
      toolbar={
        canCall(groupBuyCreateAct, user) ? (
          <Link
            to="/group-buy-schedule/new"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            data-testid="campaign-create"
          >
            <Plus size={16} aria-hidden="true" />
            {t('groupBuy.create')}
          </Link>
        ) : undefined
      }
    />
  );
}

export function GroupBuysPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="group-buy-schedule" title={t('groupBuy.title')}>
      <CampaignList />
    </SectionPage>
  );
}
