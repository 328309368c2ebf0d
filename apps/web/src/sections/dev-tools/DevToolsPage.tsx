// Developer tools (`#/dev-tools`, level 10): the server's health, the demo fleet's controls and the act console.
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../shared/SectionPage';
import { ActConsole } from './ActConsole';
import { FleetCard } from './FleetCard';
import { HealthCard } from './HealthCard';

export function DevToolsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="dev-tools" title={t('devTools.title')}>
      <HealthCard />
      <FleetCard />
      <ActConsole />
    </SectionPage>
  );
}
