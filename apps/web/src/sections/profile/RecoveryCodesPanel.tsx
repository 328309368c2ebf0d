// Under two-factor when it is on: how many recovery codes are left (60302) and renewing them with a current code
// (60301), which voids the old ones.
import { recoveryCodesLeftAct, regenerateRecoveryCodesAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { CodeForm } from './CodeForm';

export function RecoveryCodesPanel({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const left = useQuery({
    queryKey: ['profile', 'recovery-codes'],
    queryFn: () => act(recoveryCodesLeftAct, {}),
  });
  const renew = useMutation({
    mutationFn: (v: string) => act(regenerateRecoveryCodesAct, { v }),
    onSuccess: (answer) => {
      toast.success(t('profile.twoFactor.renewed'));
      onCodes(answer.recoveryCodes);
      void queryClient.invalidateQueries({ queryKey: ['profile', 'recovery-codes'] });
    },
    onError: (error: Error) => toast.error(t('profile.failed', { reason: error.message })),
  });
  return (
    <section className="border-top pt-3 mt-3" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="h6">
        {t('profile.twoFactor.recoveryTitle')}
      </h3>
      <p className="mb-1">{t('profile.twoFactor.recoveryIntro')}</p>
      {left.data && (
        <p className="fw-semibold" data-testid="recovery-codes-left">
          {t('profile.twoFactor.recoveryLeft', { count: left.data.left })}
        </p>
      )}
      <CodeForm
        id="recovery-renew-code"
        label={t('profile.twoFactor.code')}
        submitLabel={t('profile.twoFactor.renew')}
        pending={renew.isPending}
        onCode={(code) => renew.mutate(code)}
      />
    </section>
  );
}
