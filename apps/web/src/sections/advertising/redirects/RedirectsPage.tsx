// Redirect Setting (menu entry 'redirect-setting', `#/redirect-setting`, system admins): the short links shown on
// locker screens (act 53040), searched and paged on the server, on the shared list page; created (53041), edited
// (53042) and deleted (53043, after a question) here. Each link leads only to its stored http(s) address.
import { REDIRECT_SORTS, redirectDeleteAct, redirectsAct, type RedirectItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import type { FilterValues } from '../../../shared/data-table/data-table-types';
import { ListPage } from '../../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../../shared/list-page/list-view';
import { RowMenu } from '../../../shared/list-page/RowMenu';
import { useListExport } from '../../../shared/list-page/use-list-export';
import { useListQuery } from '../../../shared/list-page/use-list-query';
import { useListView } from '../../../shared/list-page/use-list-view';
import { SectionPage } from '../../../shared/SectionPage';
import { today } from '../format-day';
import { redirectColumns } from './redirect-columns';
import { RedirectDialog, type RedirectDialogTarget } from './RedirectDialog';

const PAGE_SIZE = 25;

interface RedirectFilters {
  [key: string]: string;
  q: string;
}

const EMPTY_FILTERS: RedirectFilters = { q: '' };
const DEFAULT_VIEW: ListView<RedirectFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created_at', dir: 'desc' },
  offset: 0,
};
const readFilters = (values: FilterValues): RedirectFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
});
const ADDRESS = queryViewAddress({ path: '/redirect-setting', view: DEFAULT_VIEW, readFilters });

const requestOf = (view: ListView<RedirectFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  sort: REDIRECT_SORTS.find((sort) => sort === view.sort.key) ?? 'created_at',
  dir: view.sort.dir,
});

function RedirectList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const [editing, setEditing] = useState<RedirectDialogTarget | undefined>();
  const [deleting, setDeleting] = useState<RedirectItem | undefined>();
  const params = { ...requestOf(view), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['redirects', params], () => act(redirectsAct, params));
  const number = (value: number) => formatNumber(value, i18n.language);
  const columns = redirectColumns(t, i18n.language, today(), number);
  const exporter = useListExport('redirects', columns, (offset, count) =>
    act(redirectsAct, { ...requestOf(view), offset, count }),
  );
  const remove = useMutation({
    mutationFn: (link: RedirectItem) => act(redirectDeleteAct, { id: link.id }),
    onSuccess: () => {
      toast.success(t('redirects.deleted', { name: deleting?.note ?? '' }));
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: ['redirects'] });
    },
    onError: (error) => toast.error(t('redirects.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('redirects.intro')}</p>
      <ListPage
        id="redirect"
        caption={t('redirects.caption')}
        columns={columns}
        filterFields={[
          {
            id: 'q',
            label: t('redirects.filters.q'),
            kind: 'text',
            placeholder: t('redirects.filters.qHint'),
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(link) => link.id}
        rowLabel={(link) => link.note}
        emptyText={t('redirects.empty')}
        totalText={t('redirects.total', { count: total, total: number(total) })}
        exporter={exporter}
        rowActions={(link) => (
          <RowMenu
            label={t('redirects.actionsFor', { name: link.note })}
            items={[
              { id: 'edit', label: t('redirects.edit'), onSelect: () => setEditing({ kind: 'edit', link }) },
              { id: 'delete', label: t('redirects.delete'), onSelect: () => setDeleting(link), danger: true },
            ]}
          />
        )}
        toolbar={
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setEditing({ kind: 'create' })}
            data-testid="create-redirect"
          >
            <Plus size={16} aria-hidden="true" />
            {t('redirects.create')}
          </button>
        }
      />
      <RedirectDialog target={editing} onClose={() => setEditing(undefined)} />
      <Modal
        show={deleting !== undefined}
        onHide={() => setDeleting(undefined)}
        centered
        aria-labelledby="redirect-delete-title"
      >
        <Modal.Header closeButton closeLabel={t('redirects.dialog.cancel')}>
          <Modal.Title id="redirect-delete-title" as="h2" className="h5">
            {t('redirects.deleteTitle', { name: deleting?.note ?? '' })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('redirects.deleteBody')}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => setDeleting(undefined)}>
            {t('redirects.dialog.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
            data-testid="confirm-delete"
          >
            {t('redirects.delete')}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

export function RedirectsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="redirect-setting" title={t('redirects.title')}>
      <RedirectList />
    </SectionPage>
  );
}
