// Number List (`#/sms/list`): the numbers that get no SMS (act 51026), who asked and when, on the shared list page;
// staff add a number on its owner's behalf (51027) and let one receive SMS again (51028). Replies of STOP and
// START through the gateway change the list by themselves.
import { displayPhone, optOutListAct, optOutRemoveAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn, FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { AddOptOutDialog } from './AddOptOutDialog';

const PAGE_SIZE = 25;

interface OptOutFilters {
  [key: string]: string;
  q: string;
}

type OptOut = { phone: string; source: string; note: string; created_at: string; created_by: string };

const EMPTY_FILTERS: OptOutFilters = { q: '' };
const DEFAULT_VIEW: ListView<OptOutFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const readFilters = (values: FilterValues): OptOutFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 40) : '',
});
const ADDRESS = queryViewAddress({ path: '/sms/list', view: DEFAULT_VIEW, readFilters });

function optOutColumns(t: TFunction, locale: string): DataColumn<OptOut>[] {
  return [
    {
      id: 'phone',
      header: t('sms.optOuts.columns.phone'),
      hideable: false,
      className: 'text-nowrap fw-semibold',
      csv: (row) => displayPhone(row.phone),
      cell: (row) => displayPhone(row.phone),
    },
    {
      id: 'source',
      header: t('sms.optOuts.columns.source'),
      csv: (row) => t(`sms.optOuts.source.${row.source}`, { defaultValue: row.source }),
      cell: (row) => t(`sms.optOuts.source.${row.source}`, { defaultValue: row.source }),
    },
    { id: 'note', header: t('sms.optOuts.columns.note'), csv: (row) => row.note, cell: (row) => row.note },
    {
      id: 'created',
      header: t('sms.optOuts.columns.created'),
      className: 'text-nowrap small',
      csv: (row) => row.created_at,
      cell: (row) => formatZonedDateTime(row.created_at, undefined, locale),
    },
    {
      id: 'by',
      header: t('sms.optOuts.columns.by'),
      csv: (row) => (row.source === 'reply' ? t('sms.optOuts.byRecipient') : row.created_by),
      cell: (row) => (row.source === 'reply' ? t('sms.optOuts.byRecipient') : row.created_by),
    },
  ];
}

function OptOutList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const columns = optOutColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['sms', 'opt-outs'],
    exportName: 'sms-opt-outs',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) =>
      act(optOutListAct, { q: view.filters.q.trim() || undefined, offset, count }),
  });
  const remove = useMutation({
    mutationFn: (phone: string) => act(optOutRemoveAct, { phone }),
    onSuccess: (_answer, phone) => {
      toast.success(t('sms.optOuts.removed', { phone: displayPhone(phone) }));
      void queryClient.invalidateQueries({ queryKey: ['sms', 'opt-outs'] });
    },
    onError: (error) => toast.error(t('sms.optOuts.failed', { reason: error.message })),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('sms.optOuts.intro')}</p>
      <ListPage
        id="opt-out"
        caption={t('sms.optOuts.caption')}
        columns={columns}
        filterFields={[
          {
            id: 'q',
            label: t('sms.optOuts.search'),
            kind: 'text',
            inputMode: 'tel',
            placeholder: t('sms.optOuts.searchPlaceholder'),
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.phone}
        rowLabel={(row) => displayPhone(row.phone)}
        emptyText={t('sms.optOuts.empty')}
        totalText={t('sms.optOuts.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        rowActions={(row) => (
          <RowMenu
            label={t('sms.optOuts.actionsFor', { phone: displayPhone(row.phone) })}
            items={[
              {
                id: 'remove',
                label: t('sms.optOuts.remove'),
                onSelect: () => remove.mutate(row.phone),
              },
            ]}
          />
        )}
        toolbar={
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setAdding(true)}
            data-testid="add-opt-out"
          >
            <Plus size={16} aria-hidden="true" />
            {t('sms.optOuts.add')}
          </button>
        }
      />
      {adding && <AddOptOutDialog onClose={() => setAdding(false)} />}
    </>
  );
}

export function NumberListPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="sms-list" title={t('sms.optOuts.title')}>
      <OptOutList />
    </SectionPage>
  );
}
