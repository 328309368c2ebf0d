// The signed-in user's open sessions (act 60204): where and when each began, the current one marked; the others
// can be ended one by one or all at once (60205).
import { endMySessionsAct, mySessionsAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { TitledCard } from '../../shared/TitledCard';

export function MySessionsCard() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['profile', 'sessions'], queryFn: () => act(mySessionsAct, {}) });
  const end = useMutation({
    mutationFn: (session: number | undefined) =>
      act(endMySessionsAct, session === undefined ? {} : { session }),
    onSuccess: (answer) => {
      toast.success(t('profile.sessions.ended', { count: answer.ended }));
      void queryClient.invalidateQueries({ queryKey: ['profile', 'sessions'] });
    },
    onError: (error) => toast.error(t('profile.failed', { reason: error.message })),
  });
  const when = (value: string) => formatZonedDateTime(value, undefined, i18n.language);
  const items = sessions.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;
  return (
    <TitledCard title={t('profile.sessions.title')} className="mb-3" testId="profile-sessions">
      <ul className="list-group mb-2">
        {items.map((session) => (
          <li
            key={session.id}
            className="list-group-item d-flex flex-wrap gap-2 justify-content-between align-items-center"
          >
            <div className="small">
              <div className="fw-semibold">
                {t('profile.sessions.from', { ip: session.ip })}
                {session.current && (
                  <span className="badge text-bg-info ms-2">{t('profile.sessions.current')}</span>
                )}
              </div>
              <div>{t('profile.sessions.started', { when: when(session.created_at) })}</div>
              <div className="text-body-secondary">
                {t('profile.sessions.lastSeen', { when: when(session.last_seen_at) })}
              </div>
            </div>
            {!session.current && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => end.mutate(session.id)}
                disabled={end.isPending}
              >
                {t('profile.sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 1 && (
        <button
          type="button"
          className="btn btn-danger btn-sm"
          onClick={() => end.mutate(undefined)}
          disabled={end.isPending}
        >
          {t('profile.sessions.endOthers')}
        </button>
      )}
    </TitledCard>
  );
}
