// The two-factor rule per level (act 60009): whether the level must use it, how many accounts it has and how many of
// them have not set two-factor up. The operator's system admin switches the rule (60010); others read it.
import { canCall, setTwoFactorPolicyAct, twoFactorPolicyAct, type Level } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ScrollRegion } from '../../shared/ScrollRegion';

export function TwoFactorPolicy() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: ['authority', 'policy'], queryFn: () => act(twoFactorPolicyAct, {}) });
  const mayChange = canCall(setTwoFactorPolicyAct, user);
  const change = useMutation({
    mutationFn: (rule: { level: Level; required: boolean }) => act(setTwoFactorPolicyAct, rule),
    onSuccess: (answer) => {
      toast.success(
        t(answer.required ? 'authority.policy.nowRequired' : 'authority.policy.nowOptional', {
          level: t(`levels.${answer.level}`),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['authority'] });
    },
    onError: (error) => toast.error(t('authority.failed', { reason: error.message })),
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div data-testid="two-factor-policy">
      <p className="text-body-secondary">{t('authority.policy.intro')}</p>
      <ScrollRegion label={t('authority.policy.caption')}>
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{t('authority.policy.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('authority.policy.level')}</th>
              <th scope="col">{t('authority.policy.required')}</th>
              <th scope="col" className="text-end">
                {t('authority.policy.accounts')}
              </th>
              <th scope="col" className="text-end">
                {t('authority.policy.without')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policy.data?.items.map((item) => {
              const id = `policy-${item.level}`;
              return (
                <tr key={item.level}>
                  <th scope="row" className="fw-normal">
                    <label htmlFor={id}>{t(`levels.${item.level}`)}</label>
                  </th>
                  <td>
                    <div className="form-check form-switch mb-0">
                      <input
                        id={id}
                        type="checkbox"
                        role="switch"
                        className="form-check-input"
                        checked={item.required}
                        disabled={!mayChange || change.isPending}
                        onChange={(event) =>
                          change.mutate({ level: item.level, required: event.target.checked })
                        }
                      />
                    </div>
                  </td>
                  <td className="text-end">{number(item.accounts)}</td>
                  <td className="text-end">
                    {item.required && item.without_two_factor > 0 ? (
                      <span className="badge text-bg-warning">{number(item.without_two_factor)}</span>
                    ) : (
                      number(item.without_two_factor)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
