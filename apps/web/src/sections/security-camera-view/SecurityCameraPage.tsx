// Security cameras (spec §1's lazy section `security-camera-view`): the latest snapshot of each locker with a camera
// in the user's buildings (act 58101), and a parcel's deposit and pickup pictures (58103). Pictures load only when
// asked for, and each read is logged.
import { cameraLatestAct, parcelSnapshotsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { SnapshotCard } from './SnapshotCard';

/** The lockers' cameras report on door events; the list is read again every half minute. */
const REFRESH_MS = 30_000;

function ParcelPictures() {
  const { t } = useTranslation();
  const act = useAct();
  const [typed, setTyped] = useState('');
  const [parcel, setParcel] = useState<number>();
  const shots = useQuery({
    queryKey: ['camera', 'parcel', parcel],
    queryFn: () => act(parcelSnapshotsAct, { parcel: parcel ?? 0 }),
    enabled: parcel !== undefined,
  });
  const find = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(typed.trim());
    if (Number.isInteger(id) && id > 0) setParcel(id);
  };
  return (
    <TitledCard title={t('camera.parcelTitle')} className="mb-3" testId="parcel-pictures">
      <form className="d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={find}>
        <div>
          <label className="form-label" htmlFor="camera-parcel">
            {t('camera.parcelLabel')}
          </label>
          <input
            id="camera-parcel"
            className="form-control"
            inputMode="numeric"
            maxLength={10}
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('camera.parcelFind')}
        </button>
      </form>
      {shots.isError && (
        <p className="text-danger mb-0" role="alert">
          {t('camera.failed', { reason: shots.error.message })}
        </p>
      )}
      {shots.data && shots.data.length === 0 && <p className="mb-0">{t('camera.parcelNone')}</p>}
      <div className="row g-3">
        {shots.data?.map((shot) => (
          <div className="col-12 col-md-6 col-xl-3" key={shot.id}>
            <SnapshotCard snapshot={shot} />
          </div>
        ))}
      </div>
    </TitledCard>
  );
}

function CameraLockers() {
  const { t } = useTranslation();
  const act = useAct();
  const lockers = useQuery({
    queryKey: ['camera', 'lockers'],
    queryFn: () => act(cameraLatestAct, {}),
    refetchInterval: REFRESH_MS,
  });
  return (
    <TitledCard title={t('camera.lockersTitle')} testId="camera-lockers">
      {lockers.isError && (
        <p className="text-danger mb-0" role="alert">
          {t('camera.failed', { reason: lockers.error.message })}
        </p>
      )}
      {!lockers.data && !lockers.isError && <p role="status">{t('app.loading')}</p>}
      {lockers.data?.length === 0 && <p className="mb-0">{t('camera.none')}</p>}
      <div className="row g-3">
        {lockers.data?.map((latest) => (
          <div className="col-12 col-md-6 col-xl-3" key={latest.uuid}>
            <SnapshotCard snapshot={latest} extra={t('camera.count', { count: latest.count })} />
          </div>
        ))}
      </div>
    </TitledCard>
  );
}

export function SecurityCameraPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="security-camera-view" title={t('camera.title')}>
      <p className="text-body-secondary">{t('camera.intro')}</p>
      <ParcelPictures />
      <CameraLockers />
    </SectionPage>
  );
}
