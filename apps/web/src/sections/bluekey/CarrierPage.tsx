// One carrier (`#/bluekey/carriers/{id}`, acts 64002, 64004, 64005, 64011, 64015): its logo (uploaded through the
// image upload), name, code and status with the edit dialog, its figures over a period, its couriers' keys and
// every use of them.
import { canCall, carrierDeleteAct, carrierDetailAct, carrierUpdateAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { CarrierDialog, type CarrierTarget } from './CarrierDialog';
import { CarrierFigures } from './CarrierFigures';
import { CarrierLogo } from './KeyBadges';
import { KeysTable } from './KeysTable';
import { LogoUpload } from './LogoUpload';
import { UsesTable } from './UsesTable';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

export function CarrierPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const valid = /^\d{1,9}$/.test(id);
  const [editing, setEditing] = useState<CarrierTarget | undefined>();
  const detail = useQuery({
    queryKey: ['bluekey', 'carrier', id],
    queryFn: () => act(carrierDetailAct, { id: Number(id) }),
    enabled: valid,
    retry: retryOnlyNetwork,
  });
  const carrier = detail.data;
  const refusal = detailRefusal(valid, detail.error);
  const mayEdit = canCall(carrierUpdateAct, user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (carrierId: number) => act(carrierDeleteAct, { id: carrierId }),
    onSuccess: () => {
      toast.success(t('bluekey.carrier.deleted', { name: carrier?.name ?? '' }));
      void queryClient.invalidateQueries({ queryKey: ['bluekey'] });
      void navigate('/bluekey');
    },
    onError: (error) => toast.error(t('bluekey.failed', { reason: error.message })),
  });
  return (
    <SectionPage id="bluekey-carrier" title={carrier?.name ?? t('bluekey.title')}>
      <Link to="/bluekey" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('bluekey.carrier.back')}
      </Link>
      <DetailStatus detail={detail} refusal={refusal} valid={valid} notFound={t('bluekey.notFound')} />
      {carrier && (
        <div className="d-flex flex-column gap-3" data-testid="carrier-page">
          <TitledCard title={t('bluekey.carrier.facts')}>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <CarrierLogo name={carrier.name} logo={carrier.logo} size={96} />
              <dl className="row mb-0 flex-grow-1">
                <dt className="col-5 col-md-3">{t('bluekey.carriers.columns.code')}</dt>
                <dd className="col-7 col-md-9 font-monospace">{carrier.code}</dd>
                <dt className="col-5 col-md-3">{t('bluekey.carriers.columns.active')}</dt>
                <dd className="col-7 col-md-9">
                  {t(carrier.active ? 'bluekey.carriers.active' : 'bluekey.carriers.inactive')}
                </dd>
                <dt className="col-5 col-md-3">{t('bluekey.carriers.columns.keys')}</dt>
                <dd className="col-7 col-md-9 mb-0">{carrier.keys}</dd>
              </dl>
              {mayEdit && (
                <div className="d-flex flex-column gap-2">
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1 align-self-start"
                    onClick={() => setEditing(carrier)}
                    data-testid="edit-carrier"
                  >
                    <Pencil size={16} aria-hidden="true" />
                    {t('bluekey.carrier.edit')}
                  </button>
                  <LogoUpload carrierId={carrier.id} />
                  {canCall(carrierDeleteAct, user) && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm d-inline-flex align-items-center gap-1 align-self-start"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(t('bluekey.carrier.confirmDelete', { name: carrier.name })))
                          remove.mutate(carrier.id);
                      }}
                      data-testid="delete-carrier"
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      {t('bluekey.carrier.delete')}
                    </button>
                  )}
                </div>
              )}
            </div>
          </TitledCard>
          <CarrierFigures carrierId={carrier.id} />
          <TitledCard title={t('bluekey.carrier.keys')}>
            <KeysTable carrierId={carrier.id} />
          </TitledCard>
          <TitledCard title={t('bluekey.carrier.uses')}>
            <UsesTable of={{ carrier_id: carrier.id }} />
          </TitledCard>
        </div>
      )}
      <CarrierDialog target={editing} onClose={() => setEditing(undefined)} />
    </SectionPage>
  );
}
