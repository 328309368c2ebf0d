// Screens (`display`, full screens) and Header plus screen (`header-plus-screen`): the screen layouts of one kind
// drawn to scale with their ad area and how many machines carry each (acts 53500–53502), then the machines with the
// screen each carries, changed in place (53503, 53504), and any locker's current playlist (53505).
import {
  adMachineScreenAct,
  adScreenCreateAct,
  adScreenMachinesAct,
  adScreensAct,
  canCall,
  SCREEN_MACHINE_FILTERS,
  type AdScreenItem,
  type ScreenLayout,
  type ScreenMachineItem,
} from '@bluemanager/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { readableMachineName } from '../../../format/machine-name';
import { formatNumber } from '../../../format/numbers';
import { useUser } from '../../../session/session-context';
import { SectionPage } from '../../../shared/SectionPage';
import { sizeLabel } from '../groups/picture-size';
import { MockScreen } from '../media/MockScreen';
import { PlaylistDialog } from './PlaylistDialog';
import { ScreenDialog, type ScreenDialogTarget } from './ScreenDialog';

const PAGE_SIZE = 25;

function LayoutCards({ layout, onEdit }: { layout: ScreenLayout; onEdit?: (screen: AdScreenItem) => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const screens = useQuery({
    queryKey: ['ad-screens', 'layouts', layout],
    queryFn: () => act(adScreensAct, { layout }),
  });
  if (screens.error) return <p role="alert">{t('adScreens.failed', { reason: screens.error.message })}</p>;
  if (!screens.data) return <p>{t('adScreens.loading')}</p>;
  if (screens.data.screens.length === 0) return <p>{t('adScreens.noLayouts')}</p>;
  return (
    <ul className="row g-3 list-unstyled" data-testid="screen-layouts">
      {screens.data.screens.map((screen) => (
        <li key={screen.id} className="col-12 col-sm-6 col-xl-4" data-testid="screen-layout">
          <div className="card h-100">
            <div className="card-body d-flex gap-3 align-items-start">
              <MockScreen
                width={screen.width}
                height={screen.height}
                headerHeight={screen.header_height}
                label={t('adScreens.drawing', { name: screen.name })}
                maxHeight={140}
                maxWidth={120}
              />
              <div>
                <h3 className="h6 mb-1">{screen.name}</h3>
                <p className="small text-body-secondary mb-2">
                  {t('adScreens.sizes', {
                    size: sizeLabel(`${screen.width}x${screen.height}`),
                    ad: sizeLabel(screen.ad_size),
                  })}
                  <br />
                  {t('adScreens.machines', {
                    count: screen.machines,
                    formatted: formatNumber(screen.machines, i18n.language),
                  })}
                </p>
                {onEdit && (
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => onEdit(screen)}>
                    {t('adScreens.edit', { name: screen.name })}
                  </button>
                )}
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ScreenChoice({
  machine,
  screens,
  canWrite,
}: {
  machine: ScreenMachineItem;
  screens: readonly AdScreenItem[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (screenId: number | null) =>
      act(adMachineScreenAct, { uuid: machine.uuid, screen_id: screenId }),
    onSuccess: (changed) => {
      toast.success(t('adScreens.changed', { name: readableMachineName(changed.name) }));
      void queryClient.invalidateQueries({ queryKey: ['ad-screens'] });
    },
    onError: (error) => toast.error(t('adScreens.failed', { reason: error.message })),
  });
  const id = `screen-of-${machine.uuid}`;
  if (!canWrite) return <>{machine.screen ?? t('adScreens.none')}</>;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('adScreens.screenOf', { name: readableMachineName(machine.name) })}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={machine.screen_id ?? ''}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('adScreens.none')}</option>
        {screens.map((screen) => (
          <option key={screen.id} value={screen.id}>
            {screen.name}
          </option>
        ))}
      </select>
    </>
  );
}

function MachineTable({ initialFilter }: { initialFilter: (typeof SCREEN_MACHINE_FILTERS)[number] }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const canWrite = canCall(adMachineScreenAct, user);
  const [filter, setFilter] = useState(initialFilter);
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [playlistOf, setPlaylistOf] = useState<ScreenMachineItem>();
  const screens = useQuery({
    queryKey: ['ad-screens', 'layouts', 'all'],
    queryFn: () => act(adScreensAct, {}),
  });
  const machines = useQuery({
    queryKey: ['ad-screens', 'machines', filter, q, offset],
    queryFn: () =>
      act(adScreenMachinesAct, { layout: filter, q: q.trim() || undefined, offset, count: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = machines.data?.total ?? 0;
  return (
    <section aria-labelledby="screen-machines-title" className="mt-4">
      <h2 id="screen-machines-title" className="h5">
        {t('adScreens.machinesTitle')}
      </h2>
      <div className="row g-2 mb-3">
        <div className="col-12 col-md-4">
          <label className="form-label" htmlFor="screen-filter">
            {t('adScreens.filter')}
          </label>
          <select
            id="screen-filter"
            className="form-select"
            value={filter}
            onChange={(event) => {
              setFilter(SCREEN_MACHINE_FILTERS.find((value) => value === event.target.value) ?? 'all');
              setOffset(0);
            }}
          >
            {SCREEN_MACHINE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adScreens.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-4">
          <label className="form-label" htmlFor="screen-search">
            {t('adScreens.search')}
          </label>
          <input
            id="screen-search"
            className="form-control"
            maxLength={64}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      {machines.error && <p role="alert">{t('adScreens.failed', { reason: machines.error.message })}</p>}
      <div className="table-responsive">
        <table className="table align-middle" data-testid="screen-machines">
          <thead>
            <tr>
              <th scope="col">{t('adScreens.columns.machine')}</th>
              <th scope="col">{t('adScreens.columns.building')}</th>
              <th scope="col">{t('adScreens.columns.screen')}</th>
              <th scope="col">{t('adScreens.columns.adArea')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('adScreens.columns.playlist')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(machines.data?.items ?? []).map((machine) => (
              <tr key={machine.uuid} data-testid="screen-machine">
                <td>{readableMachineName(machine.name, machine.bname)}</td>
                <td>{machine.bname}</td>
                <td style={{ minWidth: 180 }}>
                  <ScreenChoice machine={machine} screens={screens.data?.screens ?? []} canWrite={canWrite} />
                </td>
                <td>{machine.ad_size ? sizeLabel(machine.ad_size) : '–'}</td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-link btn-sm"
                    disabled={!machine.screen_id}
                    onClick={() => setPlaylistOf(machine)}
                  >
                    {t('adScreens.playlistOf', { name: readableMachineName(machine.name, machine.bname) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="d-flex align-items-center gap-2" aria-label={t('adScreens.pages')}>
        <span className="me-auto small text-body-secondary" data-testid="screen-machines-total">
          {t('adScreens.shown', {
            from: formatNumber(total === 0 ? 0 : offset + 1, i18n.language),
            to: formatNumber(Math.min(total, offset + PAGE_SIZE), i18n.language),
            total: formatNumber(total, i18n.language),
          })}
        </span>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          {t('adScreens.previous')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          {t('adScreens.next')}
        </button>
      </nav>
      <PlaylistDialog machine={playlistOf} onClose={() => setPlaylistOf(undefined)} />
    </section>
  );
}

function Screens({ layout }: { layout: ScreenLayout }) {
  const { t } = useTranslation();
  const user = useUser();
  const canWrite = canCall(adScreenCreateAct, user);
  const [dialog, setDialog] = useState<ScreenDialogTarget>();
  return (
    <SectionPage
      id={layout === 'full' ? 'display' : 'header-plus-screen'}
      title={t(`adScreens.title.${layout}`)}
    >
      <p className="text-body-secondary">{t(`adScreens.intro.${layout}`)}</p>
      {canWrite && (
        <button
          type="button"
          className="btn btn-primary mb-3"
          data-testid="add-screen"
          onClick={() => setDialog({ kind: 'create', layout })}
        >
          {t(`adScreens.add.${layout}`)}
        </button>
      )}
      <LayoutCards
        layout={layout}
        onEdit={canWrite ? (screen) => setDialog({ kind: 'edit', screen }) : undefined}
      />
      <MachineTable initialFilter={layout} />
      <ScreenDialog target={dialog} onClose={() => setDialog(undefined)} />
    </SectionPage>
  );
}

export function ScreensPage() {
  return <Screens layout="full" />;
}

export function HeaderScreensPage() {
  return <Screens layout="header" />;
}
