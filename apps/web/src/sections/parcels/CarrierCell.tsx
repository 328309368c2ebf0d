// The carrier's logo (spec §9: the 'other' logo for carriers without one) over its name, which is the label.
import { useTranslation } from 'react-i18next';
import { carrierLogoPath } from '../../format/carriers';

export function CarrierCell({ carrier }: { carrier: string }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-column align-items-start gap-1">
      <img
        src={carrierLogoPath(carrier)}
        alt=""
        width={28}
        height={28}
        className="rounded"
        data-testid="carrier-logo"
      />
      <span>{carrier || t('notAvailable')}</span>
    </span>
  );
}
