// Black List (menu entry 'users-locked', `#/users-locked`): blocked phones, emails and staff accounts (act 54001) on
// the shared list page, filtered by type and state; Block opens the dialog (54002), a row's menu unblocks (54003).
// Below, the login throttle's locks, each unlockable.
import { blockAddAct, blockListAct, blockRemoveAct, canCall, type BlockItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { blockColumns, shownValue } from './block-columns';
import {
  blockFilterFields,
  EMPTY_FILTERS,
  filterParams,
  readFilters,
  type BlockFilters,
} from './block-filters';
import { BlockDialog } from './BlockDialog';
import { SignInLocks } from './SignInLocks';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<BlockFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/users-locked', view: DEFAULT_VIEW, readFilters });

function BlockList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const columns = blockColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['blocklist', 'list'],
    exportName: 'black-list',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(blockListAct, { ...filterParams(view.filters), offset, count }),
  });
  const remove = useMutation({
    mutationFn: (row: BlockItem) => act(blockRemoveAct, { id: row.id }),
    onSuccess: (_answer, row) => {
      toast.success(t('blocklist.removed', { value: shownValue(row) }));
      void queryClient.invalidateQueries({ queryKey: ['blocklist', 'list'] });
    },
    onError: (error) => toast.error(t('blocklist.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('blocklist.intro')}</p>
      <ListPage
        id="block"
        caption={t('blocklist.caption')}
        columns={columns}
        filterFields={blockFilterFields(t)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={shownValue}
        emptyText={t('blocklist.empty')}
        totalText={t('blocklist.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(row) =>
          canCall(blockRemoveAct, user) && (
            <RowMenu
              label={t('blocklist.actionsFor', { value: shownValue(row) })}
              items={[{ id: 'remove', label: t('blocklist.remove'), onSelect: () => remove.mutate(row) }]}
            />
          )
        }
        toolbar={
          canCall(blockAddAct, user) && (
            <button
              type="button"
              className="btn btn-danger btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setAdding(true)}
              data-testid="add-block"
            >
              <Ban size={16} aria-hidden="true" />
              {t('blocklist.add')}
            </button>
          )
        }
      />
      {adding && <BlockDialog onClose={() => setAdding(false)} />}
    </>
  );
}

export function BlackListPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="users-locked" title={t('blocklist.title')}>
      <BlockList />
      <SignInLocks />
    </SectionPage>
  );
}
