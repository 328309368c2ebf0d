// Crash Logs (menu entry 'logs-crash', `#/logs/crash`): crash groups (act 61101) on the shared list page, filtered by
// origin and state; a group's message opens its page.
import { crashGroupListAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { crashColumns } from './crash-columns';
import {
  crashFilterFields,
  EMPTY_FILTERS,
  filterParams,
  readFilters,
  type CrashFilters,
} from './crash-filters';
import { crashPath } from './crash-text';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<CrashFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'last', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/logs/crash', view: DEFAULT_VIEW, readFilters });

function CrashList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const columns = crashColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['crashes', 'list'],
    exportName: 'crash-logs',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(crashGroupListAct, { ...filterParams(view.filters), offset, count }),
  });
  const total = list.data?.total ?? 0;
  return (
    <>
      <p className="text-body-secondary">{t('crashes.intro')}</p>
      <ListPage
        id="crash"
        caption={t('crashes.caption')}
        columns={columns}
        filterFields={crashFilterFields(t)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => readFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        emptyText={t('crashes.empty')}
        totalText={t('crashes.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
        onOpenRow={(key) => void navigate(crashPath(Number(key)))}
      />
    </>
  );
}

export function CrashLogsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="logs-crash" title={t('crashes.title')}>
      <CrashList />
    </SectionPage>
  );
}
