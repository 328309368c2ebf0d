// A key's state and a use's result as badges: words, with a colour that only repeats them.
import type { KeyRefusal, KeyState } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const STATE_TONE: Readonly<Record<KeyState, string>> = {
  active: 'text-bg-success',
  scheduled: 'text-bg-info',
  expired: 'text-bg-secondary',
  revoked: 'text-bg-danger',
};

export function KeyStateBadge({ state }: { state: KeyState }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATE_TONE[state]}`} data-testid="key-state" data-state={state}>
      {t(`bluekey.state.${state}`)}
    </span>
  );
}

export function UseResultBadge({ reason }: { reason: KeyRefusal | null }) {
  const { t } = useTranslation();
  return reason === null ? (
    <span className="badge text-bg-success">{t('bluekey.uses.allowed')}</span>
  ) : (
    <span className="badge text-bg-warning">{t(`bluekey.reason.${reason}`)}</span>
  );
}

export function CarrierLogo({ name, logo, size = 32 }: { name: string; logo: string; size?: number }) {
  const { t } = useTranslation();
  return logo ? (
    <img
      src={logo}
      alt={t('bluekey.carriers.logoOf', { name })}
      width={size}
      height={size}
      className="rounded border bg-body"
      data-testid="carrier-logo"
    />
  ) : (
    <span
      className="d-inline-flex align-items-center justify-content-center rounded border text-body-secondary small"
      style={{ width: size, height: size }}
      title={t('bluekey.carriers.noLogo')}
    >
      {name.slice(0, 1)}
    </span>
  );
}
