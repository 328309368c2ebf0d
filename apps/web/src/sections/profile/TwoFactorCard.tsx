// Two-factor sign-in with the core's acts: start (8006) shows the key for an authenticator app, a first code
// confirms it (8007) and answers the recovery codes, shown once; turning it off takes a current code (8008). An
// account whose level requires two-factor and that has none is sent here and told why (`required`).
import { twoFactorBeginAct, twoFactorConfirmAct, twoFactorDisableAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useSession } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';
import { CodeForm } from './CodeForm';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorCard({ enabled, required = false }: { enabled: boolean; required?: boolean }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { enrolled } = useSession();
  const [secret, setSecret] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const failed = (error: Error) => toast.error(t('profile.failed', { reason: error.message }));
  const done = (text: string) => {
    toast.success(text);
    setSecret(undefined);
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
  const begin = useMutation({
    mutationFn: () => act(twoFactorBeginAct, {}),
    onSuccess: (answer) => setSecret(answer.secret),
    onError: failed,
  });
  const confirm = useMutation({
    mutationFn: (v: string) => act(twoFactorConfirmAct, { v }),
    onSuccess: (answer) => {
      done(t('profile.twoFactor.enabled'));
      // The session is marked whole when the codes are put away: marking it re-renders the frame around this card.
      setCodes(answer.recoveryCodes);
    },
    onError: failed,
  });
  const disable = useMutation({
    mutationFn: (v: string) => act(twoFactorDisableAct, { v }),
    onSuccess: () => done(t('profile.twoFactor.disabled')),
    onError: failed,
  });
  return (
    <TitledCard title={t('profile.twoFactor.title')} className="mb-3" testId="profile-two-factor">
      {required && !enabled && (
        <div className="alert alert-warning" role="alert" data-testid="two-factor-required">
          {t('profile.twoFactor.required')}
        </div>
      )}
      <p>
        <span className={`badge ${enabled ? 'text-bg-success' : 'text-bg-secondary'} me-2`}>
          {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        </span>
        {t(enabled ? 'profile.twoFactor.onText' : 'profile.twoFactor.offText')}
      </p>
      {enabled && (
        <CodeForm
          id="two-factor-code"
          label={t('profile.twoFactor.code')}
          submitLabel={t('profile.twoFactor.turnOff')}
          pending={disable.isPending}
          onCode={(code) => disable.mutate(code)}
        />
      )}
      {!enabled && secret === undefined && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => begin.mutate()}
          disabled={begin.isPending}
        >
          {t('profile.twoFactor.start')}
        </button>
      )}
      {!enabled && secret !== undefined && (
        <>
          <p className="mb-1">{t('profile.twoFactor.keyIntro')}</p>
          <p className="font-monospace fs-5 user-select-all" data-testid="two-factor-key">
            {grouped(secret)}
          </p>
          <CodeForm
            id="two-factor-code"
            label={t('profile.twoFactor.code')}
            submitLabel={t('profile.twoFactor.confirm')}
            pending={confirm.isPending}
            onCode={(code) => confirm.mutate(code)}
          />
        </>
      )}
      {enabled && <RecoveryCodesPanel onCodes={setCodes} />}
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          onClose={() => {
            setCodes(undefined);
            enrolled();
          }}
        />
      )}
    </TitledCard>
  );
}
