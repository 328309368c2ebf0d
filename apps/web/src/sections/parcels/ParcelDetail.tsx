// A parcel's detail (act 51002): what it is and where, its whole timeline from the operation log, the messages
// its recipient was sent, and the actions that apply to it.
import { parcelDetailAct, type ActCodec, displayPhone } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { CarrierCell } from './CarrierCell';
import { actionApplies, PARCEL_ACTION_IDS, type ParcelActionId } from './parcel-actions';
import { parcelDetailKey } from './parcel-detail-key';
import { parcelNotes } from './parcel-notes';
import { decodePackage } from './parcel-package';
import { lockerPlace } from './parcel-row';
import { ParcelStateBadges } from './ParcelStateBadges';
import { ParcelMember } from './ParcelMember';
import { ParcelMessages } from './ParcelMessages';
import { ParcelTimeline } from './ParcelTimeline';

interface ParcelDetailProps {
  id: number | undefined;
  codec: ActCodec | undefined;
  onClose: () => void;
  onAction: (action: ParcelActionId, ids: readonly number[]) => void;
}

/** While a message waits for the dispatcher (every few seconds on the server), the detail looks again this often. */
const DELIVERY_POLL_MS = 3_000;
const awaitsDelivery = (messages: readonly { status: string }[] | undefined) =>
  messages?.some((message) => message.status === 'queued' || message.status === 'sending') ?? false;

export function ParcelDetail({ id, codec, onClose, onAction }: ParcelDetailProps) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const detail = useQuery({
    queryKey: parcelDetailKey(id ?? 0),
    queryFn: () => act(parcelDetailAct, { id: id ?? 0 }),
    enabled: id !== undefined,
    // Delivery is not a parcel event, so the event stream says nothing: the open detail follows it by itself.
    refetchInterval: (query) => (awaitsDelivery(query.state.data?.messages) ? DELIVERY_POLL_MS : false),
  });
  const data = detail.data?.parcel.id === id ? detail.data : undefined;
  const parcel = data?.parcel;
  const recipient = parcel ? decodePackage(codec, parcel.pkg) : undefined;
  // In the building's zone, named after each time: the parcel waits there, whatever the reader's own clock says.
  const time = (value: string | null) =>
    value && parcel ? formatZonedDateTime(value, parcel.tz, i18n.language) : t('notAvailable');
  const [first, second] = parcelNotes(recipient?.note ?? '', t('notAvailable'));
  const rows: [string, string][] = parcel
    ? [
        [t('parcels.columns.recipient'), recipient?.n || t('notAvailable')],
        [t('parcels.filters.phone'), recipient?.p ? displayPhone(recipient.p) : t('notAvailable')],
        [t('parcels.filters.email'), recipient?.e || t('notAvailable')],
        [t('parcels.columns.place'), [parcel.bname, lockerPlace(parcel)].filter(Boolean).join(' · ')],
        [t('parcels.columns.deposited'), time(parcel.deposit_time)],
        [t('parcels.columns.due'), time(parcel.due_time)],
        [t('parcels.columns.collected'), time(parcel.collect_time)],
        [t('parcels.reminders'), String(parcel.reminders)],
        [t('parcels.notes.first'), first],
        [t('parcels.notes.second'), second],
        ...(parcel.abnormal ? [[t('parcels.abnormalReason'), parcel.reason] as [string, string]] : []),
        ...(parcel.close_reason ? [[t('parcels.closeReason'), parcel.close_reason] as [string, string]] : []),
      ]
    : [];
  return (
    <Modal
      show={id !== undefined}
      onHide={onClose}
      size="lg"
      scrollable
      aria-labelledby="parcel-detail-title"
    >
      <Modal.Header closeButton closeLabel={t('parcels.close')}>
        <Modal.Title id="parcel-detail-title" as="h2" className="h5">
          {t('parcels.detailTitle', { id })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="parcel-detail">
        {detail.isError && <div className="alert alert-danger">{detail.error.message}</div>}
        {!parcel && !detail.isError && (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('dataTable.loading')}
          </p>
        )}
        {parcel && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
              <CarrierCell carrier={parcel.carrier} />
              <ParcelStateBadges parcel={parcel} />
            </div>
            <dl className="row small mb-3">
              {rows.map(([term, value]) => (
                <div className="col-sm-6 d-flex gap-2" key={term}>
                  <dt className="fw-semibold">{term}</dt>
                  <dd className="mb-1 text-break">{value}</dd>
                </div>
              ))}
            </dl>
            <ParcelMember parcelId={parcel.id} />
            <div className="d-flex flex-wrap gap-2 mb-4">
              {PARCEL_ACTION_IDS.filter((action) => actionApplies(action, parcel)).map((action) => (
                <button
                  key={action}
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => onAction(action, [parcel.id])}
                  data-action={action}
                >
                  {t(`parcels.actions.${action}`)}
                </button>
              ))}
            </div>
            <ParcelTimeline entries={data.timeline} timeZone={parcel.tz} />
            <ParcelMessages parcelId={parcel.id} messages={data.messages} timeZone={parcel.tz} />
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
