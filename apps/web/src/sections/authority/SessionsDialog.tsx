// A staff account's open sessions (act 60007): when each began, was last used and ends, from which address; each
// can be ended, or all at once (60008).
import { staffEndSessionsAct, staffSessionsAct, type StaffItem } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';

export function SessionsDialog({ staff, onClose }: { staff: StaffItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['authority', 'sessions', staff.id],
    queryFn: () => act(staffSessionsAct, { id: staff.id }),
  });
  const end = useMutation({
    mutationFn: (session: number | undefined) =>
      act(staffEndSessionsAct, session === undefined ? { id: staff.id } : { id: staff.id, session }),
    onSuccess: (answer) => {
      toast.success(t('authority.sessions.ended', { count: answer.ended, name: staff.username }));
      void queryClient.invalidateQueries({ queryKey: ['authority'] });
    },
    onError: (error) => toast.error(t('authority.failed', { reason: error.message })),
  });
  const when = (value: string) => formatZonedDateTime(value, undefined, i18n.language);
  const items = sessions.data?.items ?? [];
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="staff-sessions-title">
      <div data-testid="staff-sessions-dialog">
        <Modal.Header closeButton closeLabel={t('authority.sessions.close')}>
          <Modal.Title id="staff-sessions-title" as="h2" className="h5">
            {t('authority.sessions.title', { name: staff.username })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {sessions.isPending && <p className="text-body-secondary">{t('authority.loading')}</p>}
          {sessions.isSuccess && items.length === 0 && <p className="mb-0">{t('authority.sessions.none')}</p>}
          {items.length > 0 && (
            <ul className="list-group">
              {items.map((session) => (
                <li
                  key={session.id}
                  className="list-group-item d-flex flex-wrap gap-2 justify-content-between align-items-center"
                >
                  <div className="small">
                    <div className="fw-semibold">
                      {t('authority.sessions.from', { ip: session.ip })}
                      {session.current && (
                        <span className="badge text-bg-info ms-2">{t('authority.sessions.current')}</span>
                      )}
                    </div>
                    <div>{t('authority.sessions.started', { when: when(session.created_at) })}</div>
                    <div>{t('authority.sessions.lastSeen', { when: when(session.last_seen_at) })}</div>
                    <div className="text-body-secondary">
                      {t('authority.sessions.expires', { when: when(session.expires_at) })}
                    </div>
                  </div>
                  {staff.manageable && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      disabled={end.isPending}
                      onClick={() => end.mutate(session.id)}
                    >
                      {t('authority.sessions.end')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Modal.Body>
        <Modal.Footer>
          {staff.manageable && items.length > 1 && (
            <button
              type="button"
              className="btn btn-danger me-auto"
              disabled={end.isPending}
              onClick={() => end.mutate(undefined)}
              data-testid="end-all-sessions"
            >
              {t('authority.sessions.endAll')}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('authority.sessions.close')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
