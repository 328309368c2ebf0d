// Two-factor sign-in with the core's acts: start (8006) shows the key for an authenticator app, a first code
// confirms it (8007); turning it off takes a current code (8008).
import { twoFactorBeginAct, twoFactorConfirmAct, twoFactorDisableAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { TitledCard } from '../../shared/TitledCard';

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function CodeForm({
  label,
  submitLabel,
  pending,
  onCode,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code.trim());
      }}
    >
      <div>
        <label className="form-label" htmlFor="two-factor-code">
          {label}
        </label>
        <input
          id="two-factor-code"
          className="form-control"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending || !/^\d{6}$/.test(code.trim())}>
        {submitLabel}
      </button>
    </form>
  );
}

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | undefined>();
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
    onSuccess: () => done(t('profile.twoFactor.enabled')),
    onError: failed,
  });
  const disable = useMutation({
    mutationFn: (v: string) => act(twoFactorDisableAct, { v }),
    onSuccess: () => done(t('profile.twoFactor.disabled')),
    onError: failed,
  });
  return (
    <TitledCard title={t('profile.twoFactor.title')} className="mb-3" testId="profile-two-factor">
      <p>
        <span className={`badge ${enabled ? 'text-bg-success' : 'text-bg-secondary'} me-2`}>
          {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        </span>
        {t(enabled ? 'profile.twoFactor.onText' : 'profile.twoFactor.offText')}
      </p>
      {enabled && (
        <CodeForm
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
            label={t('profile.twoFactor.code')}
            submitLabel={t('profile.twoFactor.confirm')}
            pending={confirm.isPending}
            onCode={(code) => confirm.mutate(code)}
          />
        </>
      )}
    </TitledCard>
  );
}
