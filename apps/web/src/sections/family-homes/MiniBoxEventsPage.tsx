// MiniBox events (menu entry 'minibox-events', `#/minibox-locker-list/events`): what the mini-box lockers of the
// user's buildings reported (doors, deposits, pickups, faults, status), newest first (act 59102), on the shared
// list page; read again as the lockers report.
import { miniBoxEventListAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { eventKindKey } from '../machines/MachineEvents';
import { eventColumns } from './minibox-columns';
import {
  EMPTY_MINIBOX_FILTERS,
  EVENT_ADDRESS,
  EVENT_VIEW,
  MINIBOX_REFRESH_MS,
  readMiniBoxFilters,
  type MiniBoxFilters,
} from './minibox-views';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<MiniBoxFilters>) => ({
  buid: view.filters.buid === '' ? ('' as const) : Number(view.filters.buid),
});

function Events() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const columns = eventColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: EVENT_ADDRESS,
    defaultView: EVENT_VIEW,
    queryKey: ['minibox', 'events'],
    exportName: 'minibox-events',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(miniBoxEventListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: MINIBOX_REFRESH_MS },
  });
  const total = list.data?.total ?? 0;
  const m = (key: string) => t(`familyHomes.miniBox.${key}`);
  return (
    <ListPage
      id="minibox-event"
      caption={t('familyHomes.events.caption')}
      columns={columns}
      filterFields={[buildingFilterField(m('building'), m('allBuildings'), buildings)]}
      view={view}
      onView={show}
      emptyFilters={EMPTY_MINIBOX_FILTERS}
      nextFilters={(_current, values) => readMiniBoxFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowLabel={(row) =>
        t('familyHomes.events.rowLabel', {
          event: t(eventKindKey(row.kind)),
          locker: readableMachineName(row.locker),
        })
      }
      emptyText={t('familyHomes.events.empty')}
      totalText={t('familyHomes.events.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function MiniBoxEventsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="minibox-events" title={t('familyHomes.events.title')}>
      <p className="text-body-secondary">{t('familyHomes.events.intro')}</p>
      <Events />
    </SectionPage>
  );
}
