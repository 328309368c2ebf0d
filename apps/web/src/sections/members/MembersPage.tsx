// Members (menu entry 'members', `#/members`): the residents of the user's buildings (act 55001), searched by name,
// phone in any format, email or unit, filtered by building and status, sorted and paged on the server, on the
// shared list page. A row opens the member; Add member opens the dialog and then the new member.
import { canCall, memberCreateAct, memberImportApplyAct, memberListAct } from '@bluemanager/protocol';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { memberColumns, memberPath } from './member-columns';
import {
  asFilters,
  EMPTY_FILTERS,
  filterParams,
  memberFilterFields,
  serverSort,
  type MemberFilters,
} from './member-filters';
import { ImportDialog } from './ImportDialog';
import { MemberDialog } from './MemberDialog';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<MemberFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/members', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<MemberFilters>) => ({
  ...filterParams(view.filters),
  sort: serverSort(view.sort.key),
  dir: view.sort.dir,
});

function MemberList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const buildings = useBuildingOptions();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const columns = memberColumns(t);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['members', 'list'],
    exportName: 'members',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(memberListAct, { ...requestOf(view), offset, count }),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        onOpenRow={(key) => void navigate(memberPath(key))}
        id="member"
        caption={t('members.caption')}
        columns={columns}
        filterFields={memberFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('members.rowLabel', { name: row.name })}
        emptyText={t('members.empty')}
        totalText={t('members.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        toolbar={
          <>
            {canCall(memberCreateAct, user) && (
              <button
                type="button"
                className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
                onClick={() => setCreating(true)}
                data-testid="add-member"
              >
                <Plus size={16} aria-hidden="true" />
                {t('members.actions.add')}
              </button>
            )}
            {canCall(memberImportApplyAct, user) && (
              <button
                type="button"
                className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
                onClick={() => setImporting(true)}
                data-testid="import-members"
              >
                <Upload size={16} aria-hidden="true" />
                {t('members.actions.import')}
              </button>
            )}
          </>
        }
      />
      {importing && <ImportDialog buid={view.filters.buid} onClose={() => setImporting(false)} />}
      {creating && (
        <MemberDialog
          buid={view.filters.buid}
          onClose={() => setCreating(false)}
          onSaved={(member) => void navigate(memberPath(member.id))}
        />
      )}
    </>
  );
}

export function MembersPage() {
  const { t } = useTranslation();
  // The list lives inside the guard, so a user the menu refuses makes no call at all.
  return (
    <SectionPage menuId="members" title={t('members.title')}>
      <MemberList />
    </SectionPage>
  );
}
