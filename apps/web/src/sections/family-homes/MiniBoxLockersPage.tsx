// The mini-box family's home (`/minibox-locker-list`, menu entry 'minibox-lockers', where switching to the mini-box
// menu lands): the key figures of the user's mini-box lockers (act 59103) and the lockers with their boxes by
// state, open doors and latest event (59101) on the shared list page; a locker opens its boxes and events.
import { miniBoxFiguresAct, miniBoxLockerListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Activity, Box, Boxes, PackageCheck, Wifi, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { StatRow } from '../dashboard/StatCard';
import { lockerColumns } from './minibox-columns';
import {
  EMPTY_MINIBOX_FILTERS,
  EVENT_ADDRESS,
  EVENT_VIEW,
  LOCKER_ADDRESS,
  LOCKER_VIEW,
  MINIBOX_REFRESH_MS,
  readMiniBoxFilters,
  type MiniBoxFilters,
} from './minibox-views';

const PAGE_SIZE = 25;

function Figures() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const figures = useQuery({
    queryKey: ['minibox', 'figures'],
    queryFn: () => act(miniBoxFiguresAct, {}),
    refetchInterval: MINIBOX_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  if (figures.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {figures.error.message}
      </div>
    );
  }
  const data = figures.data;
  if (!data) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <p className="text-body-secondary small" data-testid="minibox-figures-at">
        {t('familyHomes.miniBox.updatedAt', { time: formatZonedDateTime(data.at, undefined, i18n.language) })}
      </p>
      <StatRow
        label={(key) => t(`familyHomes.miniBox.stats.${key}`)}
        stats={[
          { key: 'lockers', value: data.lockers, icon: Boxes, tone: 'primary' },
          { key: 'online', value: data.online, icon: Wifi, tone: 'success' },
          { key: 'free', value: data.free, icon: Box, tone: 'info' },
          { key: 'occupied', value: data.occupied, icon: PackageCheck, tone: 'secondary' },
          { key: 'disabled', value: data.disabled, icon: Wrench, tone: 'warning' },
          {
            key: 'events',
            value: data.events_24h,
            icon: Activity,
            tone: 'danger',
            to: EVENT_ADDRESS.write(EVENT_VIEW),
          },
        ]}
      />
    </>
  );
}

const requestOf = (view: ListView<MiniBoxFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? ('' as const) : Number(view.filters.buid),
});

function Lockers() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const columns = lockerColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: LOCKER_ADDRESS,
    defaultView: LOCKER_VIEW,
    queryKey: ['minibox', 'lockers'],
    exportName: 'minibox-lockers',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(miniBoxLockerListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: MINIBOX_REFRESH_MS },
  });
  const total = list.data?.total ?? 0;
  const m = (key: string) => t(`familyHomes.miniBox.${key}`);
  return (
    <ListPage
      id="minibox-locker"
      caption={m('caption')}
      columns={columns}
      filterFields={[
        { id: 'q', label: m('search'), kind: 'text' },
        buildingFilterField(m('building'), m('allBuildings'), buildings),
      ]}
      view={view}
      onView={show}
      emptyFilters={EMPTY_MINIBOX_FILTERS}
      nextFilters={(_current, values) => readMiniBoxFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.uuid}
      rowLabel={(row) => t('familyHomes.miniBox.rowLabel', { name: readableMachineName(row.name) })}
      emptyText={m('empty')}
      totalText={t('familyHomes.miniBox.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function MiniBoxLockersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="minibox-lockers" title={t('familyHomes.miniBox.title')}>
      <p className="text-body-secondary">{t('familyHomes.miniBox.intro')}</p>
      <Figures />
      <Lockers />
    </SectionPage>
  );
}
