// BlueKey (menu entry 'bluekey', `#/bluekey`, level 10): the carrier companies (act 64001) on the shared list page,
// searched by name or code and filtered by status; New carrier opens the dialog (64003); a row opens the carrier.
import { canCall, carrierCreateAct, carrierListAct } from '@bluemanager/protocol';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { FilterField, FilterValues } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { BlueKeyTabs } from './BlueKeyTabs';
import { CarrierDialog, type CarrierTarget } from './CarrierDialog';
import { carrierColumns, carrierPath } from './carrier-columns';

interface CarrierFilters {
  [key: string]: string;
  q: string;
  active: '' | 'yes' | 'no';
}

const EMPTY_FILTERS: CarrierFilters = { q: '', active: '' };
const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<CarrierFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};

const readFilters = (values: FilterValues): CarrierFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  active: values.active === 'yes' || values.active === 'no' ? values.active : '',
});
const ADDRESS = queryViewAddress({ path: '/bluekey', view: DEFAULT_VIEW, readFilters });

const filterParams = (filters: CarrierFilters) => ({
  ...(filters.q.trim() !== '' ? { q: filters.q.trim() } : {}),
  ...(filters.active !== '' ? { active: filters.active === 'yes' } : {}),
});

function CarrierList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<CarrierTarget | undefined>();
  const columns = carrierColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['bluekey', 'carriers'],
    exportName: 'carriers',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(carrierListAct, { ...filterParams(view.filters), offset, count }),
  });
  const filterFields: FilterField[] = [
    {
      id: 'q',
      label: t('bluekey.carriers.filters.search'),
      kind: 'text',
      placeholder: t('bluekey.carriers.filters.searchPlaceholder'),
    },
    {
      id: 'active',
      label: t('bluekey.carriers.filters.active'),
      kind: 'select',
      options: [
        { value: '', label: t('bluekey.carriers.filters.all') },
        { value: 'yes', label: t('bluekey.carriers.active') },
        { value: 'no', label: t('bluekey.carriers.inactive') },
      ],
    },
  ];
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('bluekey.carriers.intro')}</p>
      <ListPage
        id="carrier"
        caption={t('bluekey.carriers.caption')}
        columns={columns}
        filterFields={filterFields}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('bluekey.carriers.rowLabel', { name: row.name })}
        emptyText={t('bluekey.carriers.empty')}
        totalText={t('bluekey.carriers.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        onOpenRow={(key) => void navigate(carrierPath(key))}
        toolbar={
          canCall(carrierCreateAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setEditing(null)}
              data-testid="add-carrier"
            >
              <Plus size={16} aria-hidden="true" />
              {t('bluekey.carriers.add')}
            </button>
          )
        }
      />
      <CarrierDialog target={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

export function CarriersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="bluekey" title={t('bluekey.title')}>
      <BlueKeyTabs />
      <CarrierList />
    </SectionPage>
  );
}
