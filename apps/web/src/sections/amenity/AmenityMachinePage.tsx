// One amenity machine (`#/amenity/machine/:uuid`, under the menu entry 'amenity-machine'): its figures and every
// slot with its item, state, deposit, loan time and BlueTag, and who has a lent item until when (act 59002); read
// again as the machine reports.
import { amenityMachinePageAct, type AmenitySlot } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { amountText, machineName } from './amenity-format';
import { AMENITY_REFRESH_MS } from './amenity-refresh';
import { machineStatusText } from './machine-columns';

const TONES: Readonly<Record<AmenitySlot['state'], string>> = {
  available: 'text-bg-success',
  lent: 'text-bg-info',
  'out-of-service': 'text-bg-secondary',
  missing: 'text-bg-danger',
  empty: 'text-bg-light',
};

function Slots({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const page = useQuery({
    queryKey: ['amenity', 'machine', uuid],
    queryFn: () => act(amenityMachinePageAct, { uuid }),
    refetchInterval: AMENITY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  if (page.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('amenity.machine.notFound')} {page.error.message}
      </div>
    );
  }
  if (!page.data) return <p role="status">{t('app.loading')}</p>;
  const { machine, items, tz } = page.data;
  const c = (key: string) => t(`amenity.machine.columns.${key}`);
  return (
    <>
      <h2 className="h4" data-testid="amenity-machine-name">
        {machineName(machine.name)}
      </h2>
      <p className="text-body-secondary">
        {t('amenity.machine.summary', { building: machine.bname, slots: machine.slots })} ·{' '}
        {machineStatusText(t, machine)} ·{' '}
        {t('amenity.home.stock', { available: machine.available, slots: machine.slots })}
      </p>
      <TitledCard title={t('amenity.machine.slotsTitle')} testId="amenity-slots">
        <div
          className="table-responsive"
          tabIndex={0}
          role="region"
          aria-label={t('amenity.machine.slotsCaption')}
        >
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">{t('amenity.machine.slotsCaption')}</caption>
            <thead>
              <tr>
                {['slot', 'item', 'state', 'deposit', 'loan', 'tag', 'borrower', 'due'].map((key) => (
                  <th scope="col" key={key}>
                    {c(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((slot) => (
                <tr key={slot.label} data-testid="amenity-slot" data-state={slot.state}>
                  <th scope="row">{slot.label}</th>
                  <td>
                    <div>{slot.item}</div>
                    {slot.kind && (
                      <div className="small text-body-secondary">{t(`amenity.kind.${slot.kind}`)}</div>
                    )}
                  </td>
                  <td>
                    <span className={`badge ${TONES[slot.state]}`}>
                      {t(`amenity.itemState.${slot.state}`)}
                    </span>
                    {slot.overdue && (
                      <span className="badge text-bg-warning ms-1">{t('amenity.machine.overdue')}</span>
                    )}
                  </td>
                  <td className="text-nowrap">
                    {slot.item_id === null
                      ? ''
                      : amountText(slot.deposit_cents, machine.currency, i18n.language)}
                  </td>
                  <td className="text-nowrap">
                    {slot.item_id === null ? '' : t('amenity.machine.hours', { count: slot.loan_hours })}
                  </td>
                  <td className="font-monospace small">
                    {slot.tag || (slot.item_id === null ? '' : t('amenity.machine.noTag'))}
                  </td>
                  <td>{slot.member}</td>
                  <td className="text-nowrap">
                    {slot.due_at === null ? '' : formatZonedDateTime(slot.due_at, tz, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledCard>
    </>
  );
}

export function AmenityMachinePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  return (
    <SectionPage menuId="amenity-machine" title={t('amenity.machines.title')}>
      <p>
        <Link to="/amenity/machine" className="link-body-emphasis d-inline-flex align-items-center gap-1">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('amenity.machine.back')}
        </Link>
      </p>
      <Slots uuid={uuid} />
    </SectionPage>
  );
}
