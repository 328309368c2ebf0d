// One mini-box locker (`#/minibox-locker-list/:uuid`, under the menu entry 'minibox-lockers'): its boxes with their
// size, state and door, and its latest events (act 59104), read again as the locker reports.
import { miniBoxLockerAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { eventKindKey } from '../machines/MachineEvents';
import { boxesText, lockerStatusText } from './minibox-columns';
import { MINIBOX_REFRESH_MS } from './minibox-views';

const TONES: Readonly<Record<string, string>> = {
  free: 'border-success',
  occupied: 'border-primary bg-primary-subtle',
  disabled: 'border-secondary bg-body-secondary',
};
const stateKey = (state: string) => (['free', 'occupied', 'disabled'].includes(state) ? state : 'disabled');
const doorKey = (door: string) => (['closed', 'open', 'jammed'].includes(door) ? door : 'closed');

function Locker({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const page = useQuery({
    queryKey: ['minibox', 'locker', uuid],
    queryFn: () => act(miniBoxLockerAct, { uuid }),
    refetchInterval: MINIBOX_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  if (page.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('familyHomes.miniBox.notFound')} {page.error.message}
      </div>
    );
  }
  if (!page.data) return <p role="status">{t('app.loading')}</p>;
  const { locker, boxes, events } = page.data;
  return (
    <>
      <h2 className="h4" data-testid="minibox-locker-name">
        {readableMachineName(locker.name)}
      </h2>
      <p className="text-body-secondary">
        {locker.bname} · {lockerStatusText(t, locker)} · {boxesText(t, locker)}
      </p>
      <TitledCard title={t('familyHomes.miniBox.boxesTitle')} className="mb-3" testId="minibox-boxes-grid">
        <ul className="list-unstyled row g-2 mb-0">
          {boxes.map((box) => {
            const state = stateKey(box.state);
            const door = doorKey(box.door);
            return (
              <li
                key={box.label}
                className="col-6 col-sm-4 col-lg-2"
                data-testid="minibox-box"
                data-state={state}
              >
                <div className={`border rounded p-2 h-100 ${TONES[state] ?? ''}`}>
                  <div className="fw-semibold">{box.label}</div>
                  <div className="small">{t(`machines.grid.state.${state}`)}</div>
                  <div className="small text-body-secondary">
                    {box.size === '-1'
                      ? t('machines.grid.sizeUnknown')
                      : t('machines.grid.size', { size: box.size })}
                  </div>
                  {door !== 'closed' && (
                    <span className="badge text-bg-warning">{t(`machines.grid.door.${door}`)}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </TitledCard>
      <TitledCard title={t('familyHomes.miniBox.eventsTitle')} testId="minibox-locker-events">
        {events.length === 0 ? (
          <p className="mb-0">{t('familyHomes.events.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {events.map((event) => (
              <li key={event.id} className="py-1 border-bottom" data-kind={event.kind}>
                <span className="text-nowrap me-2">
                  {formatZonedDateTime(event.at, event.tz, i18n.language)}
                </span>
                <span className="fw-semibold me-2">{t(eventKindKey(event.kind))}</span>
                <span className="text-body-secondary">
                  {event.box || t('familyHomes.events.wholeLocker')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
    </>
  );
}

export function MiniBoxLockerPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  return (
    <SectionPage menuId="minibox-lockers" title={t('familyHomes.miniBox.title')}>
      <p>
        <Link to="/minibox-locker-list" className="link-body-emphasis d-inline-flex align-items-center gap-1">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('familyHomes.miniBox.back')}
        </Link>
      </p>
      <Locker uuid={uuid} />
    </SectionPage>
  );
}
