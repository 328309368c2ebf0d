// The building at a glance: its address and contacts, and its lockers with online/offline (spec §5's rule, as the
// server computes it) and the last heartbeat in the building's own time zone.
import { displayPhone } from '@bluemanager/protocol';
import type { ActResult, buildingSettingsAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../format/address';
import { formatZonedDateTime } from '../../format/time';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { TitledCard } from '../../shared/TitledCard';
import { readableMachineName } from '../../format/machine-name';
import { contactOf } from './settings-form';

type BuildingSettings = ActResult<typeof buildingSettingsAct>;

function Contacts({ contacts }: { contacts: readonly string[] }) {
  const { t } = useTranslation();
  if (contacts.length === 0)
    return <p className="text-body-secondary mb-0">{t('lockerSettings.noContacts')}</p>;
  return (
    <ul className="list-unstyled mb-0" data-testid="building-contacts">
      {contacts.map((contact, index) => {
        const { name, role, phone, email } = contactOf(contact);
        return (
          <li key={index} className="mb-2">
            <span className="fw-semibold">{name}</span>
            {role && <span className="text-body-secondary"> · {role}</span>}
            {phone && (
              <span className="d-block small">
                <a href={`tel:${phone}`}>{displayPhone(phone)}</a>
              </span>
            )}
            {email && (
              <span className="d-block small">
                <a href={`mailto:${email}`}>{email}</a>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Lockers({ building }: { building: BuildingSettings }) {
  const { t } = useTranslation();
  const lockers = building.lockers.filter((locker) => !locker.retired);
  if (lockers.length === 0) return <p className="text-body-secondary">{t('lockerSettings.noLockers')}</p>;
  return (
    <ScrollRegion label={t('lockerSettings.lockersCaption')}>
      <table className="table align-middle mb-0" data-testid="building-lockers">
        <caption className="visually-hidden">{t('lockerSettings.lockersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lockerSettings.locker')}</th>
            <th scope="col">{t('lockerSettings.mode')}</th>
            <th scope="col">{t('lockerSettings.state')}</th>
            <th scope="col" className="text-end">
              {t('lockerSettings.occupied')}
            </th>
            <th scope="col">{t('lockerSettings.lastSeen')}</th>
          </tr>
        </thead>
        <tbody>
          {lockers.map((locker) => (
            <tr key={locker.uuid} data-testid="building-locker">
              <th scope="row" className="fw-normal">
                {readableMachineName(locker.name)}
                <span className="d-block small text-body-secondary">{locker.uuid}</span>
              </th>
              <td>{locker.mode}</td>
              <td>
                {locker.offline ? (
                  <span className="badge text-bg-danger">{t('lockerSettings.offlineState')}</span>
                ) : locker.run_sts === '1' ? (
                  <span className="badge text-bg-success">{t('lockerSettings.online')}</span>
                ) : (
                  <span className="badge text-bg-secondary">{t('lockerSettings.outOfService')}</span>
                )}
              </td>
              <td className="text-end">
                {locker.occupied} / {locker.compartments}
              </td>
              <td>
                {locker.last_seen
                  ? formatZonedDateTime(locker.last_seen, building.timezone)
                  : t('notAvailable')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function BuildingOverview({ building }: { building: BuildingSettings }) {
  const { t } = useTranslation();
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <TitledCard title={t('lockerSettings.address')} className="h-100">
          <p className="mb-1" data-testid="building-address">
            {formatAddress(building.baddr)}
          </p>
          <p className="small text-body-secondary mb-0">
            {t('lockerSettings.timezone')}: {building.timezone}
            {building.partner && ` · ${t('lockerSettings.partner')}: ${building.partner}`}
          </p>
        </TitledCard>
      </div>
      <div className="col-12 col-lg-6">
        <TitledCard title={t('lockerSettings.contacts')} className="h-100">
          <Contacts contacts={building.contacts} />
        </TitledCard>
      </div>
      <div className="col-12">
        <TitledCard title={t('lockerSettings.lockers')}>
          <Lockers building={building} />
        </TitledCard>
      </div>
    </div>
  );
}
