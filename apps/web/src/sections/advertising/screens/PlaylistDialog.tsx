// A locker's current playlist (act 53505), as the locker itself fetches it: its screen drawn with the first entry,
// and every entry with its campaign's days and hours (in the building's time zone, which the locker applies).
import { machinePlaylistAct, type ScreenMachineItem } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../../api/use-act';
import { readableMachineName } from '../../../format/machine-name';
import { formatDay } from '../format-day';
import { sizeLabel } from '../groups/picture-size';
import { MockScreen } from '../media/MockScreen';
import { mediaSrc } from '../media/upload-media';

function Playlist({ machine }: { machine: ScreenMachineItem }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const playlist = useQuery({
    queryKey: ['ad-screens', 'playlist', machine.uuid],
    queryFn: () => act(machinePlaylistAct, { uuid: machine.uuid }),
  });
  if (playlist.error) return <p role="alert">{t('adScreens.failed', { reason: playlist.error.message })}</p>;
  if (!playlist.data) return <p>{t('adScreens.loading')}</p>;
  const { entries, ad_size: adSize } = playlist.data;
  if (!adSize) return <p data-testid="playlist-empty">{t('adScreens.playlist.noScreen')}</p>;
  const [width = 1080, height = 1920] = adSize.split('x').map(Number);
  const first = entries[0];
  return (
    <div className="row g-3">
      <div className="col-12 col-md-4">
        <MockScreen
          width={width}
          height={height}
          media={
            first
              ? {
                  sha256: first.sha256,
                  kind: first.type,
                  mime: first.mime,
                  width,
                  height,
                  bytes: 0,
                  duration_seconds: null,
                }
              : null
          }
          label={t('adScreens.playlist.screen', { size: sizeLabel(adSize) })}
          maxHeight={240}
        />
      </div>
      <div className="col-12 col-md-8">
        {entries.length === 0 ? (
          <p data-testid="playlist-empty">{t('adScreens.playlist.empty', { size: sizeLabel(adSize) })}</p>
        ) : (
          <ol className="list-group list-group-numbered" data-testid="playlist">
            {entries.map((entry) => (
              <li
                key={entry.item}
                className="list-group-item d-flex gap-2 align-items-start"
                data-testid="playlist-entry"
              >
                <img
                  src={mediaSrc(entry.sha256, true)}
                  alt=""
                  width={40}
                  height={40}
                  className="rounded"
                  style={{ objectFit: 'cover' }}
                />
                <span>
                  <span className="fw-semibold d-block">{entry.name}</span>
                  <span className="small text-body-secondary">
                    {t('adScreens.playlist.facts', {
                      seconds: entry.duration_seconds,
                      from: formatDay(entry.start_date, i18n.language),
                      to: formatDay(entry.end_date, i18n.language),
                      hourFrom: String(entry.hour_from).padStart(2, '0'),
                      hourTo: String(entry.hour_to).padStart(2, '0'),
                      weight: entry.weight,
                    })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

export function PlaylistDialog({
  machine,
  onClose,
}: {
  machine: ScreenMachineItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={machine !== undefined} onHide={onClose} centered size="lg" aria-labelledby="playlist-title">
      <Modal.Header closeButton closeLabel={t('adScreens.close')}>
        <Modal.Title id="playlist-title" as="h2" className="h5">
          {machine &&
            t('adScreens.playlist.title', {
              name: readableMachineName(machine.name, machine.bname),
              building: machine.bname,
            })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{machine && <Playlist machine={machine} />}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('adScreens.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
