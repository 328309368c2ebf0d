// The staff accounts (act 60001) on the shared list page: username and email, level, partner, buildings, language,
// state, two-factor, open sessions and last sign-in. A row's menu edits, resets the password, shows the sessions,
// disables or enables, and deletes a disabled account; only for accounts the admin may change (the server decides
// `manageable` by the same rule it enforces).
import {
  canCall,
  staffCreateAct,
  staffDeleteAct,
  staffListAct,
  staffPasswordResetAct,
  staffStateAct,
  type StaffItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { ConfirmDialog } from './ConfirmDialog';
import { PasswordDialog, type ShownPassword } from './PasswordDialog';
import { SessionsDialog } from './SessionsDialog';
import { staffColumns } from './staff-columns';
import {
  EMPTY_FILTERS,
  filterParams,
  readFilters,
  staffFilterFields,
  type StaffFilters,
} from './staff-filters';
import { StaffDialog, type StaffTarget } from './StaffDialog';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<StaffFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'username', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/authority', view: DEFAULT_VIEW, readFilters });

type Confirming = { kind: 'disable' | 'delete' | 'reset'; staff: StaffItem };

export function StaffList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffTarget | undefined>();
  const [shown, setShown] = useState<ShownPassword | undefined>();
  const [sessionsOf, setSessionsOf] = useState<StaffItem | undefined>();
  const [confirming, setConfirming] = useState<Confirming | undefined>();
  const buildings = useBuildingOptions();
  const columns = staffColumns(
    t,
    i18n.language,
    (buid) => buildings.find((building) => building.value === String(buid))?.label ?? String(buid),
  );
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['authority', 'list'],
    exportName: 'staff-accounts',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(staffListAct, { ...filterParams(view.filters), offset, count }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['authority'] });
  const failed = (error: Error) => toast.error(t('authority.failed', { reason: error.message }));
  const setState = useMutation({
    mutationFn: ({ staff, state }: { staff: StaffItem; state: 'active' | 'disabled' }) =>
      act(staffStateAct, { id: staff.id, state }),
    onSuccess: (answer) => {
      toast.success(
        t(answer.state === 'active' ? 'authority.enabled' : 'authority.disabled', { name: answer.username }),
      );
      refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (staff: StaffItem) => act(staffDeleteAct, { id: staff.id }),
    onSuccess: (answer) => {
      toast.success(t('authority.deleted', { name: answer.username }));
      refresh();
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: (staff: StaffItem) => act(staffPasswordResetAct, { id: staff.id }),
    onSuccess: (answer) => {
      refresh();
      setShown({ username: answer.username, password: answer.temporary_password, created: false });
    },
    onError: failed,
  });
  const confirm = () => {
    if (!confirming) return;
    const { kind, staff } = confirming;
    if (kind === 'disable') setState.mutate({ staff, state: 'disabled' });
    if (kind === 'delete') remove.mutate(staff);
    if (kind === 'reset') reset.mutate(staff);
    setConfirming(undefined);
  };
  const menuItems = (row: StaffItem): RowMenuItem[] => {
    const items: RowMenuItem[] = [
      { id: 'sessions', label: t('authority.actions.sessions'), onSelect: () => setSessionsOf(row) },
    ];
    // Nobody changes an account that reaches further than them, nor disables or deletes themselves.
    if (!row.manageable) return items;
    items.unshift({
      id: 'edit',
      label: t('authority.actions.edit'),
      onSelect: () => setEditing({ kind: 'edit', staff: row }),
    });
    items.push({
      id: 'reset',
      label: t('authority.actions.reset'),
      onSelect: () => setConfirming({ kind: 'reset', staff: row }),
    });
    if (row.id === user.ret) return items;
    if (row.state === 'active') {
      items.push({
        id: 'disable',
        label: t('authority.actions.disable'),
        danger: true,
        onSelect: () => setConfirming({ kind: 'disable', staff: row }),
      });
    } else {
      items.push(
        {
          id: 'enable',
          label: t('authority.actions.enable'),
          onSelect: () => setState.mutate({ staff: row, state: 'active' }),
        },
        {
          id: 'delete',
          label: t('authority.actions.delete'),
          danger: true,
          onSelect: () => setConfirming({ kind: 'delete', staff: row }),
        },
      );
    }
    return items;
  };
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        id="staff"
        caption={t('authority.caption')}
        columns={columns}
        filterFields={staffFilterFields(t)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.username}
        emptyText={t('authority.empty')}
        totalText={t('authority.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(row) => (
          <RowMenu label={t('authority.actionsFor', { name: row.username })} items={menuItems(row)} />
        )}
        toolbar={
          canCall(staffCreateAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing({ kind: 'create' })}
              data-testid="add-staff"
            >
              <UserPlus size={16} aria-hidden="true" />
              {t('authority.add')}
            </button>
          )
        }
      />
      <StaffDialog
        target={editing}
        onClose={() => setEditing(undefined)}
        onCreated={(created) => {
          setEditing(undefined);
          setShown(created);
        }}
      />
      {shown && <PasswordDialog shown={shown} onClose={() => setShown(undefined)} />}
      {sessionsOf && <SessionsDialog staff={sessionsOf} onClose={() => setSessionsOf(undefined)} />}
      {confirming && (
        <ConfirmDialog
          title={t(`authority.confirm.${confirming.kind}.title`, { name: confirming.staff.username })}
          body={t(`authority.confirm.${confirming.kind}.body`, { name: confirming.staff.username })}
          confirmLabel={t(`authority.confirm.${confirming.kind}.action`)}
          danger={confirming.kind !== 'reset'}
          onConfirm={confirm}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
