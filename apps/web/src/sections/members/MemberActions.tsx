// The writes on one member, offered only to whoever the acts allow: edit, suspend or reactivate, move out (or back
// in), merge a duplicate.
import {
  canCall,
  memberHoldAct,
  memberMergeAct,
  memberStatusAct,
  memberUpdateAct,
  type MemberItem,
} from '@bluemanager/protocol';
import { CalendarCheck, CalendarClock, GitMerge, LogOut, Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../session/session-context';
import { HoldDialog, useEndHold } from './HoldDialog';
import { MemberDialog } from './MemberDialog';
import { MergeDialog } from './MergeDialog';
import { StatusDialog, useStatusChange } from './StatusDialog';

type Dialog = 'edit' | 'suspended' | 'moved-out' | 'merge' | 'hold';

export function MemberActions({ member }: { member: MemberItem }) {
  const { t } = useTranslation();
  const user = useUser();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const activate = useStatusChange(member);
  const endHold = useEndHold(member);
  const close = () => setDialog(undefined);
  const button = 'btn btn-sm d-inline-flex align-items-center gap-1';
  const current = member.status !== 'moved-out';
  return (
    <div className="d-flex flex-wrap gap-2" data-testid="member-actions">
      {canCall(memberUpdateAct, user) && (
        <button type="button" className={`${button} btn-primary`} onClick={() => setDialog('edit')}>
          <Pencil size={16} aria-hidden="true" />
          {t('members.actions.edit')}
        </button>
      )}
      {canCall(memberStatusAct, user) && (
        <>
          {member.status !== 'active' && (
            <button
              type="button"
              className={`${button} btn-success`}
              disabled={activate.isPending}
              onClick={() => activate.mutate({ status: 'active' })}
            >
              <Play size={16} aria-hidden="true" />
              {t(member.status === 'invited' ? 'members.actions.activate' : 'members.actions.reactivate')}
            </button>
          )}
          {current && member.status !== 'suspended' && (
            <button type="button" className={`${button} btn-warning`} onClick={() => setDialog('suspended')}>
              <Pause size={16} aria-hidden="true" />
              {t('members.actions.suspend')}
            </button>
          )}
          {current && (
            <button type="button" className={`${button} btn-danger`} onClick={() => setDialog('moved-out')}>
              <LogOut size={16} aria-hidden="true" />
              {t('members.actions.moveOut')}
            </button>
          )}
        </>
      )}
      {canCall(memberHoldAct, user) && current && member.hold_from === null && (
        <button type="button" className={`${button} btn-secondary`} onClick={() => setDialog('hold')}>
          <CalendarClock size={16} aria-hidden="true" />
          {t('members.actions.hold')}
        </button>
      )}
      {canCall(memberHoldAct, user) && member.hold_from !== null && (
        <button
          type="button"
          className={`${button} btn-secondary`}
          disabled={endHold.isPending}
          onClick={() => endHold.mutate()}
        >
          <CalendarCheck size={16} aria-hidden="true" />
          {t('members.actions.endHold')}
        </button>
      )}
      {canCall(memberMergeAct, user) && (
        <button type="button" className={`${button} btn-secondary`} onClick={() => setDialog('merge')}>
          <GitMerge size={16} aria-hidden="true" />
          {t('members.actions.merge')}
        </button>
      )}
      {dialog === 'edit' && <MemberDialog member={member} onClose={close} />}
      {(dialog === 'suspended' || dialog === 'moved-out') && (
        <StatusDialog member={member} status={dialog} onClose={close} />
      )}
      {dialog === 'merge' && <MergeDialog member={member} onClose={close} />}
      {dialog === 'hold' && <HoldDialog member={member} onClose={close} />}
    </div>
  );
}
