// The reward rules (`#/reward-system/rules`, acts 57010 and 57011): what each rule earns and for how long.
import { rewardRulesAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { RuleForm } from './RuleForm';

export function RewardRulesPage() {
  const { t } = useTranslation();
  const act = useAct();
  const allowed = useMenuEntryAllowed('reward-system');
  const rules = useQuery({
    queryKey: ['rewards', 'rules'],
    queryFn: () => act(rewardRulesAct, {}),
    enabled: allowed,
  });
  return (
    <SectionPage menuId="reward-system" title={t('rewards.rulesTitle')}>
      <Link to="/reward-system" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('rewards.rules.back')}
      </Link>
      <p>{t('rewards.rules.intro')}</p>
      {rules.isPending && <p role="status">{t('app.loading')}</p>}
      {rules.isError && (
        <div className="alert alert-danger" role="alert">
          {rules.error.message}
        </div>
      )}
      <div className="row g-3">
        {rules.data?.rules.map((rule) => (
          <div key={`${rule.key}-${rule.updated_at}`} className="col-12 col-xl-6">
            <TitledCard title={t(`rewards.ruleNames.${rule.key}`)}>
              <RuleForm rule={rule} />
            </TitledCard>
          </div>
        ))}
      </div>
    </SectionPage>
  );
}
