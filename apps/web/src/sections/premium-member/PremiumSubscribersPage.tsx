// Premium Member (menu entry 'premium-member', `#/premium-member`, BLUEMART, level 10): the subscriptions (act
// 65110), searched by member and filtered by plan, state and building, newest first. A row opens the subscription;
// Plans opens the plans page; Subscribe a member (act 65112) for those who may.
import {
  canCall,
  premiumSubscribeAct,
  premiumSubscriptionsAct,
  SUBSCRIPTION_STATES,
} from '@bluemanager/protocol';
import { ListChecks, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { FilterField } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useListExport } from '../../shared/list-page/use-list-export';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { premiumColumns } from './premium-columns';
import { SubscribeDialog } from './SubscribeDialog';
import { usePremiumPlans } from './use-premium-plans';

interface PremiumFilters {
  [key: string]: string;
  q: string;
  buid: string;
  plan: string;
  state: string;
}

const PAGE_SIZE = 25;
const EMPTY_FILTERS: PremiumFilters = { q: '', buid: '', plan: '', state: '' };
const SORTS = ['created', 'member', 'period-end', 'building'] as const;
const DEFAULT_VIEW: ListView<PremiumFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};

const asFilters = (values: Readonly<Record<string, string | boolean>>): PremiumFilters => {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const id = (key: string) => (/^\d+$/.test(text(key)) ? text(key) : '');
  return {
    q: text('q'),
    buid: id('buid'),
    plan: id('plan'),
    state: SUBSCRIPTION_STATES.find((state) => state === text('state')) ?? '',
  };
};
const ADDRESS = queryViewAddress({ path: '/premium-member', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<PremiumFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  ...(view.filters.buid ? { buid: Number(view.filters.buid) } : {}),
  ...(view.filters.plan ? { plan: Number(view.filters.plan) } : {}),
  ...(view.filters.state ? { state: SUBSCRIPTION_STATES.find((state) => state === view.filters.state) } : {}),
  sort: SORTS.find((sort) => sort === view.sort.key) ?? 'created',
  dir: view.sort.dir,
});

function SubscriptionList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const plans = usePremiumPlans();
  const [subscribing, setSubscribing] = useState(false);
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['premium', 'list', params], () => act(premiumSubscriptionsAct, params));
  const columns = premiumColumns(t, i18n.language);
  const exporter = useListExport('premium-members', columns, (offset, count) =>
    act(premiumSubscriptionsAct, { ...requestOf(view), offset, count }),
  );
  const filterFields: FilterField[] = [
    {
      id: 'q',
      label: t('premium.filters.search'),
      kind: 'text',
      placeholder: t('premium.filters.searchPlaceholder'),
    },
    {
      id: 'plan',
      label: t('premium.filters.plan'),
      kind: 'select',
      options: [
        { value: '', label: t('premium.filters.allPlans') },
        ...(plans.data?.plans ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })),
      ],
    },
    {
      id: 'state',
      label: t('premium.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('premium.filters.allStates') },
        ...SUBSCRIPTION_STATES.map((state) => ({ value: state, label: t(`premium.states.${state}`) })),
      ],
    },
    {
      id: 'buid',
      label: t('premium.filters.building'),
      kind: 'select',
      options: [{ value: '', label: t('premium.filters.allBuildings') }, ...buildings],
    },
  ];
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        id="premium"
        caption={t('premium.caption')}
        columns={columns}
        filterFields={filterFields}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('premium.rowLabel', { name: row.member })}
        emptyText={t('premium.empty')}
        totalText={t('premium.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        toolbar={
          <>
            <Link
              to="/premium-member/plans"
              className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
              data-testid="premium-plans-link"
            >
              <ListChecks size={16} aria-hidden="true" />
              {t('premium.toPlans')}
            </Link>
            {canCall(premiumSubscribeAct, user) && (
              <button
                type="button"
                className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
                onClick={() => setSubscribing(true)}
                data-testid="premium-subscribe"
              >
                <Star size={16} aria-hidden="true" />
                {t('premium.subscribe.action')}
              </button>
            )}
          </>
        }
      />
      {subscribing && <SubscribeDialog onClose={() => setSubscribing(false)} />}
    </>
  );
}

export function PremiumSubscribersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="premium-member" title={t('premium.title')}>
      <SubscriptionList />
    </SectionPage>
  );
}
