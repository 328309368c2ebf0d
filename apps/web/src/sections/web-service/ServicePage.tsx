// Service (menu entry 'web-service', `#/web-service`): the service URLs the portal and the lockers use (act 50038),
// each saved on its own by the operator's system admin (60101).
import { SERVICE_URL_KEYS, canCall, saveServiceUrlAct, serviceUrlsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { ServiceUrlForm } from './ServiceUrlForm';

export function ServicePage() {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const urls = useQuery({ queryKey: ['service-urls'], queryFn: () => act(serviceUrlsAct, {}) });
  const editable = canCall(saveServiceUrlAct, user);
  const urlOf = (key: string) => urls.data?.find((row) => row.key === key)?.url ?? '';
  return (
    <SectionPage menuId="web-service" title={t('webService.title')}>
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
    </SectionPage>
  );
}
