// Merge a duplicate into this member (act 55006): find the other record among the building's members, pick it,
// confirm. The duplicate's phones, parcels and history move here and the duplicate is removed.
import { memberListAct, memberMergeAct, type MemberItem } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { phonesText } from './member-columns';
import { StatusBadge } from './StatusBadge';

const CANDIDATES = 8;

export function MergeDialog({ member, onClose }: { member: MemberItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [q, setQ] = useState(member.name);
  const [chosen, setChosen] = useState<MemberItem | undefined>();
  const search = q.trim();
  const candidates = useQuery({
    queryKey: ['members', 'merge-candidates', member.buid, search],
    queryFn: () =>
      act(memberListAct, { buid: member.buid, ...(search ? { q: search } : {}), count: CANDIDATES + 1 }),
    select: (page) => page.items.filter((item) => item.id !== member.id).slice(0, CANDIDATES),
  });
  const merge = useMutation({
    mutationFn: (duplicate: MemberItem) => act(memberMergeAct, { id: member.id, duplicate: duplicate.id }),
    onSuccess: (saved, duplicate) => {
      toast.success(t('members.merge.done', { duplicate: duplicate.name, name: saved.name }));
      onClose();
    },
    onError: (error) =>
      toast.error(t('members.failed', { action: t('members.actions.merge'), reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  return (
    <Modal show onHide={onClose} centered aria-labelledby="member-merge-title">
      <div data-testid="merge-dialog">
        <Modal.Header closeButton closeLabel={t('members.actions.cancel')}>
          <Modal.Title id="member-merge-title" as="h2" className="h5">
            {t('members.merge.title', { name: member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small">{t('members.merge.body', { name: member.name })}</p>
          <label className="form-label" htmlFor="member-merge-search">
            {t('members.merge.search')}
          </label>
          <input
            id="member-merge-search"
            className="form-control mb-2"
            type="search"
            placeholder={t('members.merge.searchPlaceholder')}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setChosen(undefined);
            }}
          />
          {candidates.data?.length === 0 && (
            <p className="text-body-secondary small mb-0">{t('members.merge.none')}</p>
          )}
          <div className="list-group" role="radiogroup" aria-label={t('members.merge.search')}>
            {(candidates.data ?? []).map((candidate) => (
              <label
                key={candidate.id}
                className={`list-group-item d-flex gap-2 align-items-start${chosen?.id === candidate.id ? ' active' : ''}`}
                data-testid="merge-candidate"
              >
                <input
                  type="radio"
                  className="form-check-input mt-1"
                  name="merge-duplicate"
                  checked={chosen?.id === candidate.id}
                  onChange={() => setChosen(candidate)}
                />
                <span className="small">
                  <span className="fw-semibold">{candidate.name}</span> · {candidate.unit}{' '}
                  <StatusBadge status={candidate.status} />
                  <br />
                  {[phonesText(candidate.phones), candidate.email].filter(Boolean).join(' · ')}
                </span>
              </label>
            ))}
          </div>
          {merge.error && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {merge.error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('members.actions.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={!chosen || merge.isPending}
            onClick={() => chosen && merge.mutate(chosen)}
            data-testid="merge-confirm"
          >
            {chosen ? t('members.merge.choose', { name: chosen.name }) : t('members.merge.confirm')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
