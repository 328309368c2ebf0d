// Reward System (menu entry 'reward-system', `#/reward-system`, BLUEMART, level 10): members with their points
// balance (act 57012), searched by name, email or unit and filtered by building, highest balance first. A member opens
// their ledger; Rules opens the rules page.
import { rewardMembersAct } from '@bluemanager/protocol';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { filterId, filterText, useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import type { FilterField } from '../../shared/data-table/data-table-types';
import { rewardColumns } from './reward-columns';

interface RewardFilters {
  [key: string]: string;
  q: string;
  buid: string;
}

const PAGE_SIZE = 25;
const EMPTY_FILTERS: RewardFilters = { q: '', buid: '' };
const SORTS = ['balance', 'name', 'building'] as const;
const DEFAULT_VIEW: ListView<RewardFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'balance', dir: 'desc' },
  offset: 0,
};

const asFilters = (values: Readonly<Record<string, string | boolean>>): RewardFilters => {
  return { q: filterText(values, 'q'), buid: filterId(values, 'buid') };
};
const ADDRESS = queryViewAddress({ path: '/reward-system', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<RewardFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  ...(view.filters.buid ? { buid: Number(view.filters.buid) } : {}),
  sort: SORTS.find((sort) => sort === view.sort.key) ?? 'balance',
  dir: view.sort.dir,
});

function RewardList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const columns = rewardColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['rewards', 'list'],
    exportName: 'rewards',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(rewardMembersAct, { ...requestOf(view), offset, count }),
  });
  const filterFields: FilterField[] = [
    {
      id: 'q',
      label: t('rewards.filters.search'),
      kind: 'text',
      placeholder: t('rewards.filters.searchPlaceholder'),
    },
    buildingFilterField(t('rewards.filters.building'), t('rewards.filters.allBuildings'), buildings),
  ];
  const total = list.data?.total ?? 0;
  return (
    <ListPage
      id="reward"
      caption={t('rewards.caption')}
      columns={columns}
      filterFields={filterFields}
      view={view}
      onView={show}
      emptyFilters={EMPTY_FILTERS}
      nextFilters={(_current, values) => asFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('rewards.rowLabel', { name: row.name })}
      emptyText={t('rewards.empty')}
      totalText={t('rewards.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
      toolbar={
        <Link
          to="/reward-system/rules"
          className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
          data-testid="reward-rules-link"
        >
          <ListChecks size={16} aria-hidden="true" />
          {t('rewards.toRules')}
        </Link>
      }
    />
  );
}

export function RewardMembersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="reward-system" title={t('rewards.title')}>
      <RewardList />
    </SectionPage>
  );
}
