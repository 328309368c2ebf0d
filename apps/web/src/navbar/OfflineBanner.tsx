import { isOfflineLocker, machineListAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../session/session-context';
import { useAct } from '../api/use-act';
import { readableMachineName } from '../format/machine-name';

/** Spec §2/§6: the red 'Offline locker : ' banner with the names joined by '; ', for everyone but system admins. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const user = useUser();
  const act = useAct();
  const [dismissed, setDismissed] = useState(false);
  const systemAdmin = user.level === '10' && !user.bPartner;
  const machines = useQuery({
    queryKey: ['machines', 'all'],
    queryFn: () => act(machineListAct, { m: 0, n: 1000 }),
    enabled: !systemAdmin,
    retry: false,
    staleTime: 5 * 60_000,
  });
  // Spec §3 joins a name's parts with '#'; people read them as 'Maple Court · Lobby'.
  const offline = (machines.data ?? [])
    .filter(isOfflineLocker)
    .map((machine) => readableMachineName(machine.name));
  if (systemAdmin || dismissed || offline.length === 0) return null;
  return (
    <div
      className="alert alert-danger offline-banner d-flex align-items-start mb-0 rounded-0 py-2"
      role="alert"
      data-testid="offline-banner"
    >
      <span className="flex-grow-1">
        <strong>{t('nav.offlineLocker')}</strong>
        {offline.join('; ')}
      </span>
      <button
        type="button"
        className="btn-close"
        aria-label={t('nav.dismiss')}
        onClick={() => setDismissed(true)}
      />
    </div>
  );
}
