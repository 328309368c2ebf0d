// One courier key (`#/bluekey/keys/{id}`, acts 64012, 64014, 64015): who holds it, for which carrier, how it opens,
// where and when, its state with revoke (at once, after a confirmation), and every use of it.
import { canCall, courierKeyDetailAct, courierKeyRevokeAct, displayPhone } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { carrierPath } from './carrier-columns';
import { methodText, placeText } from './key-columns';
import { KeyStateBadge } from './KeyBadges';
import { useRevokeKey } from './KeysPage';
import { UsesTable } from './UsesTable';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

export function KeyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const valid = /^\d{1,9}$/.test(id);
  const detail = useQuery({
    queryKey: ['bluekey', 'key', id],
    queryFn: () => act(courierKeyDetailAct, { id: Number(id) }),
    enabled: valid,
    retry: retryOnlyNetwork,
  });
  const revoke = useRevokeKey();
  const key = detail.data;
  const refusal = detailRefusal(valid, detail.error);
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt className="col-5 col-md-4">{label}</dt>
      <dd className="col-7 col-md-8">{value}</dd>
    </>
  );
  return (
    <SectionPage
      id="bluekey-key"
      title={key ? t('bluekey.keys.rowLabel', { courier: key.courier }) : t('bluekey.title')}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/bluekey/keys"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('bluekey.key.back')}
        </Link>
        {key && <KeyStateBadge state={key.state} />}
      </div>
      <DetailStatus detail={detail} refusal={refusal} valid={valid} notFound={t('bluekey.notFound')} />
      {key && (
        <div className="row g-3" data-testid="key-page" data-state={key.state}>
          <div className="col-12 col-xl-5 d-flex flex-column gap-3">
            <TitledCard title={t('bluekey.key.facts')}>
              <dl className="row mb-2">
                {fact(t('bluekey.key.fields.courier'), key.courier)}
                {fact(t('bluekey.key.fields.phone'), key.phone ? displayPhone(key.phone) : '—')}
                {fact(
                  t('bluekey.key.fields.carrier'),
                  <Link to={carrierPath(key.carrier_id)}>{key.carrier}</Link>,
                )}
                {fact(t('bluekey.key.fields.method'), methodText(key, t))}
                {fact(t('bluekey.key.fields.from'), formatDateTime(key.valid_from))}
                {fact(t('bluekey.key.fields.to'), formatDateTime(key.valid_to))}
                {fact(
                  t('bluekey.key.fields.lastUsed'),
                  key.last_used_at ? formatDateTime(key.last_used_at) : t('bluekey.never'),
                )}
                {fact(t('bluekey.key.fields.uses'), key.uses)}
              </dl>
              <p className="small text-body-secondary mb-1">
                {t('bluekey.key.createdBy', { time: formatDateTime(key.created_at), name: key.created_by })}
              </p>
              {key.revoked_at && (
                <p className="small text-danger-emphasis mb-1">
                  {t('bluekey.key.revokedBy', { time: formatDateTime(key.revoked_at), name: key.revoked_by })}
                </p>
              )}
              {key.state !== 'revoked' && canCall(courierKeyRevokeAct, user) && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm d-inline-flex align-items-center gap-1 mt-2"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(t('bluekey.key.confirmRevoke', { courier: key.courier })))
                      revoke.mutate(key);
                  }}
                  data-testid="revoke-key"
                >
                  <Ban size={16} aria-hidden="true" />
                  {t('bluekey.key.revoke')}
                </button>
              )}
            </TitledCard>
            <TitledCard title={t('bluekey.key.places')}>
              <ul className="mb-0" data-testid="key-places">
                {key.places.map((place) => (
                  <li key={`${place.buid}-${place.muuid ?? ''}`}>{placeText(place, t)}</li>
                ))}
              </ul>
            </TitledCard>
          </div>
          <div className="col-12 col-xl-7">
            <TitledCard title={t('bluekey.key.uses')}>
              <UsesTable of={{ key_id: key.id }} />
            </TitledCard>
          </div>
        </div>
      )}
    </SectionPage>
  );
}
