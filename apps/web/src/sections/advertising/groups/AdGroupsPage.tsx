// Ad Groups (menu entry 'business', `#/business`): the agents' groups (act 53010) with spec §5's filter (all, with
// ads, no ad and on, no ad and off) and the star, by agent, text, building, locker and screen layout, paged on the
// server, on the shared list page.
// Advertising admins and system admins create (53011) and edit (53012) groups, star them (53013, the star column)
// and keep their items (53020–53022, from the row menu).
import {
  adGroupCreateAct,
  adGroupsAct,
  adGroupStarAct,
  adGroupUpdateAct,
  canCall,
  type AdGroupItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { useUser } from '../../../session/session-context';
import { ListPage } from '../../../shared/list-page/ListPage';
import { RowMenu } from '../../../shared/list-page/RowMenu';
import { useActList } from '../../../shared/list-page/use-act-list';
import { SectionPage } from '../../../shared/SectionPage';
import { today } from '../format-day';
import { groupColumns } from './group-columns';
import { useGroupFilterFields } from './group-filter-fields';
import {
  DEFAULT_GROUP_VIEW,
  EMPTY_GROUP_FILTERS,
  GROUP_ADDRESS,
  groupRequest,
  nextGroupFilters,
} from './group-filters';
import { GroupDialog, type GroupDialogTarget } from './GroupDialog';
import { ItemsDialog } from './ItemsDialog';

const PAGE_SIZE = 25;

function GroupList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const canWrite = canCall(adGroupCreateAct, user);
  const [editing, setEditing] = useState<GroupDialogTarget | undefined>();
  const [itemsOf, setItemsOf] = useState<AdGroupItem | undefined>();
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
  const { view, show, list, exporter } = useActList({
    address: GROUP_ADDRESS,
    defaultView: DEFAULT_GROUP_VIEW,
    queryKey: ['ad-groups'],
    exportName: 'ad-groups',
    columns,
    pageSize: PAGE_SIZE,
    load: (shown, offset, count) => act(adGroupsAct, { ...groupRequest(shown), offset, count }),
  });
  const filterFields = useGroupFilterFields(view.filters);
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
        filterFields={filterFields}
        view={view}
        onView={show}
        emptyFilters={EMPTY_GROUP_FILTERS}
        nextFilters={nextGroupFilters}
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
