// One snapshot: where and when, and its picture only once asked for (act 58104, which logs the read).
import { snapshotImageAct, type SnapshotItem } from '@bluemanager/protocol';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';

export function SnapshotCard({ snapshot, extra }: { snapshot: SnapshotItem; extra?: string }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const picture = useMutation({
    mutationFn: () => act(snapshotImageAct, { uuid: snapshot.uuid, id: snapshot.id }),
  });
  const locker = readableMachineName(snapshot.locker);
  const time = formatZonedDateTime(snapshot.taken_at, snapshot.tz, i18n.language);
  const event = t(`camera.events.${snapshot.event}`);
  return (
    <div className="card h-100" data-testid="snapshot" data-buid={snapshot.buid} data-event={snapshot.event}>
      <div className="card-body">
        <h3 className="h6 mb-1">{locker}</h3>
        <p className="small mb-1">
          <span
            className={
              snapshot.event === 'door-forced' ? 'badge text-bg-danger me-1' : 'badge text-bg-secondary me-1'
            }
          >
            {event}
          </span>
          {time}
        </p>
        <p className="small text-body-secondary mb-2">
          {[
            snapshot.compartment ? t('camera.compartment', { label: snapshot.compartment }) : '',
            snapshot.parcel !== null ? t('camera.parcel', { id: snapshot.parcel }) : '',
            extra ?? '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {picture.data ? (
          <img
            src={picture.data.url}
            alt={t('camera.pictureOf', { locker, event, time })}
            className="img-fluid rounded border"
            data-testid="snapshot-picture"
          />
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => picture.mutate()}
            disabled={picture.isPending}
            aria-label={t('camera.showOf', { locker, time })}
            data-testid="show-picture"
          >
            {t('camera.show')}
          </button>
        )}
        {picture.error && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {t('camera.failed', { reason: picture.error.message })}
          </p>
        )}
      </div>
    </div>
  );
}
