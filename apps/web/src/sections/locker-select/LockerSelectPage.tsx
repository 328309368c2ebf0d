// Choose building and locker (`#/locker-select`): the buildings of one's scope (act 50004 for building-level staff,
// 50005 for the others, spec §6), the lockers of the chosen one (8012), and the choice remembered under the spec's
// stored keys, with a link to its parcels.
import { machineListAct, type ActResult } from '@bluemanager/protocol';
import { useBuildings } from '../../shared/options/use-building-options';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { shortAddress } from '../../format/address';
import { readableMachineName } from '../../format/machine-name';
import { SectionPage } from '../../shared/SectionPage';
import { readCurrentLocker, rememberCurrentLocker, type CurrentLocker } from './current-locker';

type Locker = ActResult<typeof machineListAct>[number];

function lockerState(locker: Locker): 'online' | 'offline' | 'outOfService' {
  if (locker.run_sts !== '1') return 'outOfService';
  return locker.status === '101' ? 'online' : 'offline';
}

function parcelsLink(choice: CurrentLocker): string {
  const filter = {
    buid: choice.buid,
    c: '',
    p: '',
    id: '',
    ...(choice.muuid ? { muuid: choice.muuid } : {}),
  };
  return `/parcels/${encodeURIComponent(JSON.stringify(filter))}`;
}

export function LockerSelectPage() {
  const { t } = useTranslation();
  const act = useAct();
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(readCurrentLocker);
  const [open, setOpen] = useState<number | undefined>(current?.buid);
  const buildings = useBuildings();
  const lockers = useQuery({ queryKey: ['machine-list'], queryFn: () => act(machineListAct, {}) });
  const shown = useMemo(() => {
    const text = query.trim().toLowerCase();
    return (buildings.data ?? []).filter((building) =>
      `${building.bname} ${building.baddr}`.toLowerCase().includes(text),
    );
  }, [buildings.data, query]);
  const openBuilding = shown.find((building) => building.buid === open);
  const lockersOfOpen = (lockers.data ?? []).filter((locker) => locker.buid === open);
  // On a phone the lockers sit below the building list: bring them into view once a building is picked.
  useEffect(() => {
    if (open === undefined || !window.matchMedia('(max-width: 991.98px)').matches) return;
    document.getElementById('locker-select-lockers')?.scrollIntoView({ block: 'start' });
  }, [open]);
  const choose = (choice: CurrentLocker) => {
    rememberCurrentLocker(choice, buildings.data ?? []);
    setCurrent(choice);
    toast.success(t('lockerSelect.chosen', { name: choice.mname ?? choice.bname }));
  };
  return (
    <SectionPage id="locker-select" title={t('lockerSelect.title')}>
      <div className="card mb-3" data-testid="current-locker">
        <div className="card-body d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{t('lockerSelect.current')}:</span>
          <span>{current ? (current.mname ?? current.bname) : t('lockerSelect.none')}</span>
          {current && (
            <Link className="btn btn-sm btn-outline-primary ms-auto" to={parcelsLink(current)}>
              {t('lockerSelect.parcels')}
            </Link>
          )}
        </div>
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <label className="form-label" htmlFor="locker-select-search">
            {t('lockerSelect.search')}
          </label>
          <input
            id="locker-select-search"
            type="search"
            className="form-control mb-2"
            placeholder={t('lockerSelect.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className="list-group" role="list" aria-label={t('lockerSelect.buildings')}>
            {shown.map((building) => (
              <button
                key={building.buid}
                type="button"
                role="listitem"
                aria-current={building.buid === open ? 'true' : undefined}
                className={`list-group-item list-group-item-action${building.buid === open ? ' active' : ''}`}
                onClick={() => setOpen(building.buid)}
                data-testid="locker-select-building"
              >
                <span className="d-block fw-semibold">{building.bname}</span>
                <small>
                  {shortAddress(building.baddr)} · {t('lockerSelect.lockers', { count: building.machines })}
                </small>
              </button>
            ))}
            {buildings.isSuccess && shown.length === 0 && (
              <p className="text-body-secondary">{t('lockerSelect.noBuildings')}</p>
            )}
          </div>
        </div>
        <div className="col-12 col-lg-7">
          {openBuilding ? (
            <section aria-labelledby="locker-select-lockers">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h2 id="locker-select-lockers" className="h5 mb-0">
                  {t('lockerSelect.lockersOf', { building: openBuilding.bname })}
                </h2>
                <button
                  type="button"
                  className="btn btn-sm btn-secondary ms-auto"
                  onClick={() => choose({ buid: openBuilding.buid, bname: openBuilding.bname })}
                >
                  {t('lockerSelect.useBuilding')}
                </button>
              </div>
              <ul className="list-group" data-testid="locker-select-lockers">
                {lockersOfOpen.map((locker) => {
                  const name = readableMachineName(locker.name);
                  return (
                    <li
                      key={locker.uuid}
                      className="list-group-item d-flex flex-wrap align-items-center gap-2"
                    >
                      <span className="me-auto">
                        <span className="d-block">{name}</span>
                        <small className="text-body-secondary">
                          {t(`lockerSelect.${lockerState(locker)}`)}
                        </small>
                      </span>
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        aria-label={`${t('lockerSelect.use')}: ${name}`}
                        onClick={() =>
                          choose({
                            buid: openBuilding.buid,
                            bname: openBuilding.bname,
                            muuid: locker.uuid,
                            mname: name,
                          })
                        }
                      >
                        {t('lockerSelect.use')}
                      </button>
                    </li>
                  );
                })}
                {lockers.isSuccess && lockersOfOpen.length === 0 && (
                  <li className="list-group-item text-body-secondary">{t('lockerSelect.noLockers')}</li>
                )}
              </ul>
            </section>
          ) : (
            <p className="text-body-secondary">{t('lockerSelect.chooseBuilding')}</p>
          )}
        </div>
      </div>
    </SectionPage>
  );
}
