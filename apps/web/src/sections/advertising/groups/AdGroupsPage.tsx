// Ad Groups (menu entry 'business', `#/business`): the agents' groups (act 53010) with spec §5's filter (all, with
// ads, no ad and on, no ad and off) and the star, by agent and text, paged on the server, on the shared list page.
// Advertising admins and system admins create (53011) and edit (53012) groups, star them (53013, the star column)
// and keep their items (53020–53022, from the row menu).
import {
  AD_GROUP_FILTERS,
  AD_GROUP_SORTS,
  adAgentsAct,
  adGroupCreateAct,
  adGroupsAct,
  adGroupStarAct,
  adGroupUpdateAct,
  canCall,
  type AdGroupItem,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { useUser } from '../../../session/session-context';
import type { FilterValues } from '../../../shared/data-table/data-table-types';
import { ListPage } from '../../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../../shared/list-page/list-view';
import { RowMenu } from '../../../shared/list-page/RowMenu';
import { useListExport } from '../../../shared/list-page/use-list-export';
import { useListQuery } from '../../../shared/list-page/use-list-query';
import { useListView } from '../../../shared/list-page/use-list-view';
import { SectionPage } from '../../../shared/SectionPage';
import { today } from '../format-day';
import { groupColumns } from './group-columns';
import { GroupDialog, type GroupDialogTarget } from './GroupDialog';
import { ItemsDialog } from './ItemsDialog';

const PAGE_SIZE = 25;

interface GroupFilters {
  [key: string]: string | boolean;
  q: string;
  filter: (typeof AD_GROUP_FILTERS)[number];
  star: boolean;
  agent: string;
}

const EMPTY_FILTERS: GroupFilters = { q: '', filter: '0', star: false, agent: '' };
const DEFAULT_VIEW: ListView<GroupFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'gname', dir: 'asc' },
  offset: 0,
};
const readFilters = (values: FilterValues): GroupFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  filter: AD_GROUP_FILTERS.find((filter) => filter === values.filter) ?? '0',
  star: values.star === true,
  agent: typeof values.agent === 'string' && /^\d+$/.test(values.agent) ? values.agent : '',
});
const ADDRESS = queryViewAddress({ path: '/business', view: DEFAULT_VIEW, readFilters });

const requestOf = (view: ListView<GroupFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  ...(view.filters.agent ? { agent_id: Number(view.filters.agent) } : {}),
  filter: view.filters.filter,
  star: view.filters.star,
  sort: AD_GROUP_SORTS.find((sort) => sort === view.sort.key) ?? 'gname',
  dir: view.sort.dir,
});

function GroupList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const canWrite = canCall(adGroupCreateAct, user);
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const [editing, setEditing] = useState<GroupDialogTarget | undefined>();
  const [itemsOf, setItemsOf] = useState<AdGroupItem | undefined>();
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['ad-groups', params], () => act(adGroupsAct, params));
  const agents = useQuery({
    queryKey: ['ad-agents', 'options'],
    queryFn: () => act(adAgentsAct, { count: 500 }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['ad-groups'] });
  const star = useMutation({
    mutationFn: (group: AdGroupItem) =>
      act(adGroupStarAct, { id: group.id, maker: group.maker === '1' ? '0' : '1' }),
    onSuccess: refresh,
    onError: (error) => toast.error(t('adGroups.failed', { reason: error.message })),
  });
  const turn = useMutation({
    mutationFn: (group: AdGroupItem) =>
      act(adGroupUpdateAct, { id: group.id, sts: group.sts === '1' ? '0' : '1' }),
    onSuccess: (group) => {
      toast.success(t(group.sts === '1' ? 'adGroups.turnedOn' : 'adGroups.turnedOff', { name: group.gname }));
      refresh();
    },
    onError: (error) => toast.error(t('adGroups.failed', { reason: error.message })),
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  const columns = groupColumns({
    t,
    locale: i18n.language,
    day: today(),
    number,
    ...(canWrite ? { onStar: (group: AdGroupItem) => star.mutate(group) } : {}),
  });
  const exporter = useListExport('ad-groups', columns, (offset, count) =>
    act(adGroupsAct, { ...requestOf(view), offset, count }),
  );
  // The open items dialog follows the list, so its group's count stays current.
  const shownItemsOf = itemsOf && (list.data?.items.find((group) => group.id === itemsOf.id) ?? itemsOf);
  const total = list.data?.total ?? 0;
  const rowActions = (group: AdGroupItem) => (
    <RowMenu
      label={t('adGroups.actionsFor', { name: group.gname })}
      items={[
        { id: 'items', label: t('adGroups.manageItems'), onSelect: () => setItemsOf(group) },
        { id: 'edit', label: t('adGroups.edit'), onSelect: () => setEditing({ kind: 'edit', group }) },
        group.sts === '1'
          ? { id: 'off', label: t('adGroups.turnOff'), onSelect: () => turn.mutate(group), danger: true }
          : { id: 'on', label: t('adGroups.turnOn'), onSelect: () => turn.mutate(group) },
      ]}
    />
  );
  return (
    <>
      <p className="text-body-secondary">{t('adGroups.intro')}</p>
      <ListPage
        id="ad-group"
        caption={t('adGroups.caption')}
        columns={columns}
        filterFields={[
          { id: 'q', label: t('adGroups.filters.q'), kind: 'text', placeholder: t('adGroups.filters.qHint') },
          {
            id: 'filter',
            label: t('adGroups.filters.filter'),
            kind: 'select',
            options: AD_GROUP_FILTERS.map((filter) => ({
              value: filter,
              label: t(`adGroups.filters.kinds.${filter}`),
            })),
          },
          {
            id: 'agent',
            label: t('adGroups.filters.agent'),
            kind: 'select',
            options: [
              { value: '', label: t('adGroups.filters.allAgents') },
              ...(agents.data?.items ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
            ],
          },
          { id: 'star', label: t('adGroups.filters.star'), kind: 'checkbox' },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(group) => group.id}
        rowLabel={(group) => group.gname}
        emptyText={t('adGroups.empty')}
        totalText={t('adGroups.total', { count: total, total: number(total) })}
        exporter={exporter}
        rowActions={canWrite ? rowActions : undefined}
        toolbar={
          canWrite && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing({ kind: 'create' })}
              data-testid="create-group"
            >
              <Plus size={16} aria-hidden="true" />
              {t('adGroups.create')}
            </button>
          )
        }
      />
      {canWrite && (
        <>
          <GroupDialog target={editing} onClose={() => setEditing(undefined)} />
          <ItemsDialog group={shownItemsOf} onClose={() => setItemsOf(undefined)} />
        </>
      )}
    </>
  );
}

export function AdGroupsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="business" title={t('adGroups.title')}>
      <GroupList />
    </SectionPage>
  );
}
