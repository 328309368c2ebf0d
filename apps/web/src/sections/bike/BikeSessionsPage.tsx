// Bike sessions (menu entry 'bike-session', `#/bike/session`): parking and rental sessions in the user's buildings
// (act 58003), open ones first, with member, dock, start, end, duration and fee; refreshed as the docks report. An
// open session can be ended by staff with a reason (58004), and a bike past its limit flagged as abandoned (58006).
import {
  bikeFlagAct,
  bikeSessionEndAct,
  bikeSessionListAct,
  canCall,
  type BikeSessionItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { BIKE_HOME_REFRESH_MS } from './BikeHomePage';
import { locationName } from './bike-format';
import {
  EMPTY_SESSION_FILTERS,
  readSessionFilters,
  SESSION_ADDRESS,
  SESSION_VIEW,
  sessionSort,
  type SessionFilters,
} from './bike-views';
import { EndSessionDialog } from './EndSessionDialog';
import { sessionColumns } from './session-columns';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<SessionFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? '' : Number(view.filters.buid),
  state: view.filters.state || undefined,
  kind: view.filters.kind || undefined,
  sort: sessionSort(view.sort.key),
  dir: view.sort.dir,
});

function useFlag() {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: BikeSessionItem) => act(bikeFlagAct, { uuid: session.uuid, session: session.id }),
    onSuccess: (collection) =>
      toast.success(t('bike.sessions.flagDone', { dock: collection.dock, count: collection.notified })),
    onError: (error) =>
      toast.error(
        t('bike.sessions.failed', { action: t('bike.sessions.actions.flag'), reason: error.message }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bike'] }),
  });
}

function Sessions() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [ending, setEnding] = useState<BikeSessionItem>();
  const flag = useFlag();
  const columns = sessionColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: SESSION_ADDRESS,
    defaultView: SESSION_VIEW,
    queryKey: ['bike', 'sessions'],
    exportName: 'bike-sessions',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(bikeSessionListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: BIKE_HOME_REFRESH_MS },
  });
  const actionsOf = (row: BikeSessionItem): RowMenuItem[] => {
    if (row.ended_at !== null) return [];
    const items: RowMenuItem[] = [];
    if (canCall(bikeSessionEndAct, user)) {
      items.push({
        id: 'end',
        label: t('bike.sessions.actions.end'),
        onSelect: () => setEnding(row),
        danger: true,
      });
    }
    if (row.overstaying && row.collection === null && canCall(bikeFlagAct, user)) {
      items.push({ id: 'flag', label: t('bike.sessions.actions.flag'), onSelect: () => flag.mutate(row) });
    }
    return items;
  };
  const total = list.data?.total ?? 0;
  const f = (key: string) => t(`bike.sessions.filters.${key}`);
  return (
    <>
      <ListPage
        id="bike-session"
        caption={t('bike.sessions.caption')}
        columns={columns}
        filterFields={[
          { id: 'q', label: f('search'), kind: 'text', placeholder: f('searchPlaceholder') },
          buildingFilterField(f('building'), f('allBuildings'), buildings),
          {
            id: 'state',
            label: f('state'),
            kind: 'select',
            options: [
              { value: '', label: f('allStates') },
              { value: 'open', label: f('open') },
              { value: 'overstaying', label: f('overstaying') },
              { value: 'ended', label: f('ended') },
            ],
          },
          {
            id: 'kind',
            label: f('kind'),
            kind: 'select',
            options: [
              { value: '', label: f('allKinds') },
              { value: 'parking', label: t('bike.sessions.kind.parking') },
              { value: 'rental', label: t('bike.sessions.kind.rental') },
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_SESSION_FILTERS}
        nextFilters={(_current, values) => readSessionFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) =>
          t('bike.sessions.rowLabel', { dock: row.dock, location: locationName(row.location) })
        }
        rowActions={(row) => (
          <RowMenu
            label={t('bike.sessions.rowLabel', { dock: row.dock, location: locationName(row.location) })}
            items={actionsOf(row)}
          />
        )}
        emptyText={t('bike.sessions.empty')}
        totalText={t('bike.sessions.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      {ending && <EndSessionDialog session={ending} onClose={() => setEnding(undefined)} />}
    </>
  );
}

export function BikeSessionsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="bike-session" title={t('bike.sessions.title')}>
      <Sessions />
    </SectionPage>
  );
}
