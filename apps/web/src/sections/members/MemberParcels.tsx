// A member's parcels, newest first, each opening the parcel list on it; times in the parcel's building's zone.
import type { ActResult, memberDetailAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { stateLabelKey } from '../parcels/ParcelStateBadges';

type Detail = ActResult<typeof memberDetailAct>;

/** Spec §2's parcel list narrowed to one parcel: `/parcels/{"id":…}`. */
const parcelPath = (id: number) => `/parcels/${encodeURIComponent(JSON.stringify({ id: String(id) }))}`;

export function MemberParcels({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  if (detail.parcels.length === 0)
    return <p className="mb-0 text-body-secondary">{t('members.detail.noParcels')}</p>;
  const time = (value: string | null, zone: string) =>
    value ? formatZonedDateTime(value, zone, i18n.language) : '—';
  return (
    <>
      <p className="small text-body-secondary">
        {t('members.detail.parcelsShown', { shown: detail.parcels.length, total: detail.parcels_total })}
      </p>
      <ul className="list-unstyled mb-0 member-parcels" data-testid="member-parcels">
        {detail.parcels.map((parcel) => (
          <li key={parcel.id} className="border-bottom py-2 small" data-testid="member-parcel">
            <div className="d-flex flex-wrap gap-2 align-items-baseline">
              <Link to={parcelPath(parcel.id)} className="fw-semibold">
                {t('members.detail.parcel.id')} {parcel.id}
              </Link>
              <span className="badge bg-body-secondary text-body" data-state={parcel.state}>
                {t(stateLabelKey(parcel.state))}
              </span>
              <span>{parcel.carrier}</span>
            </div>
            <div className="text-body-secondary">
              {readableMachineName(parcel.mname)}
              {parcel.compartment ? ` · ${parcel.compartment}` : ''}
            </div>
            <div className="text-body-secondary">
              {t('members.detail.parcel.deposited')}: {time(parcel.deposited, parcel.tz)}
              {parcel.collected && (
                <>
                  {' · '}
                  {t('members.detail.parcel.collected')}: {time(parcel.collected, parcel.tz)}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
