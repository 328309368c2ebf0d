// The login throttle's locks on the Black List page (acts 54004, 54005): the staff accounts and client addresses
// locked after too many failed sign-ins, each with its end and an Unlock button.
import { signInLockListAct, signInUnlockAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { TitledCard } from '../../shared/TitledCard';

type Lock = { kind: 'account' | 'address'; name: string };

export function SignInLocks() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const locks = useQuery({
    queryKey: ['blocklist', 'sign-in-locks'],
    queryFn: () => act(signInLockListAct, {}),
  });
  const unlock = useMutation({
    mutationFn: (lock: Lock) => act(signInUnlockAct, lock),
    onSuccess: (_answer, lock) => {
      toast.success(t('blocklist.locks.unlocked', { name: lock.name }));
      void queryClient.invalidateQueries({ queryKey: ['blocklist', 'sign-in-locks'] });
    },
    onError: (error) => toast.error(t('blocklist.failed', { reason: error.message })),
  });
  const items = locks.data?.items ?? [];
  return (
    <TitledCard title={t('blocklist.locks.title')} className="mt-4" testId="sign-in-locks">
      <p className="text-body-secondary">{t('blocklist.locks.intro')}</p>
      {locks.isSuccess && items.length === 0 && <p className="mb-0">{t('blocklist.locks.empty')}</p>}
      {items.length > 0 && (
        <ul className="list-group">
          {items.map((lock) => (
            <li
              key={`${lock.kind}:${lock.name}`}
              className="list-group-item d-flex flex-wrap align-items-center gap-2"
              data-testid="sign-in-lock"
            >
              <div className="me-auto">
                <div className="fw-semibold text-break">{lock.name}</div>
                <div className="small text-body-secondary">
                  {t(`blocklist.locks.kinds.${lock.kind}`)} · {t('blocklist.locks.until')}{' '}
                  {formatZonedDateTime(lock.locked_until, undefined, i18n.language)}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={t('blocklist.locks.unlockLabel', { name: lock.name })}
                disabled={unlock.isPending}
                onClick={() => unlock.mutate({ kind: lock.kind, name: lock.name })}
              >
                {t('blocklist.locks.unlock')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
