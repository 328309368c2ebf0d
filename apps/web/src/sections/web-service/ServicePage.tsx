// Service (menu entry 'web-service', `#/web-service`): the service URLs the portal and the lockers use (act 50038),
// each saved on its own by the operator's system admin (60101); and the outgoing webhooks (WebhooksCard).
import { SERVICE_URL_KEYS, canCall, saveServiceUrlAct, serviceUrlsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { ServiceUrlForm } from './ServiceUrlForm';
import { WebhooksCard } from './WebhooksCard';

export function ServicePage() {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const editable = canCall(saveServiceUrlAct, user);
  // The URLs are the operator's: a partner admin comes here for their own webhooks only.
  const urls = useQuery({
    queryKey: ['service-urls'],
    queryFn: () => act(serviceUrlsAct, {}),
    enabled: editable,
  });
  const urlOf = (key: string) => urls.data?.find((row) => row.key === key)?.url ?? '';
  return (
    <SectionPage menuId="web-service" title={t('webService.title')}>
      {editable && (
        <TitledCard title={t('webService.urls')}>
          <p className="text-body-secondary">{t('webService.intro')}</p>
          {urls.isError && <div className="alert alert-danger">{t('webService.loadFailed')}</div>}
          {urls.data && (
            <div className="list-group">
              {SERVICE_URL_KEYS.map((key) => (
                <ServiceUrlForm key={key} urlKey={key} url={urlOf(key)} editable={editable} />
              ))}
            </div>
          )}
        </TitledCard>
      )}
      <WebhooksCard />
    </SectionPage>
  );
}
