// A system admin's writes on one machine: edit (52013), reissue its credential (52015) and retire it (52014).
// Reissue and retire confirm first; a new secret is shown once; every outcome is a toast and a refetch.
import { machineCredentialAct, machineRetireAct, type MachineSummary } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { ConfirmDialog } from './ConfirmDialog';
import { EditMachineDialog } from './EditMachineDialog';
import { readableMachineName } from '../../format/machine-name';
import { SecretDialog, type IssuedSecret } from './SecretDialog';

type Dialog = 'edit' | 'reissue' | 'retire';

export function MachineActions({ machine }: { machine: MachineSummary }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [issued, setIssued] = useState<IssuedSecret | undefined>();
  const name = readableMachineName(machine.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['machines'] });
  const failed = (action: string) => (error: Error) =>
    toast.error(t('machines.failed', { action: t(`machines.actions.${action}`), reason: error.message }));
  const retire = useMutation({
    mutationFn: () => act(machineRetireAct, { uuid: machine.uuid }),
    onSuccess: () => {
      toast.success(t('machines.retire.done', { name }));
      setDialog(undefined);
    },
    onError: failed('retire'),
    onSettled: refresh,
  });
  const reissue = useMutation({
    mutationFn: () => act(machineCredentialAct, { uuid: machine.uuid }),
    onSuccess: (answer) => {
      toast.success(t('machines.reissue.done', { name }));
      setDialog(undefined);
      setIssued({ uuid: answer.uuid, name: machine.name, secret: answer.secret });
    },
    onError: failed('reissue'),
    onSettled: refresh,
  });
  const open = (next: Dialog) => {
    // A refusal shown last time is not about this attempt.
    retire.reset();
    reissue.reset();
    setDialog(next);
  };
  const button = 'btn btn-sm d-inline-flex align-items-center gap-1';
  return (
    <div className="d-flex flex-wrap gap-2" data-testid="machine-actions">
      <button type="button" className={`${button} btn-primary`} onClick={() => open('edit')}>
        <Pencil size={16} aria-hidden="true" />
        {t('machines.actions.edit')}
      </button>
      <button type="button" className={`${button} btn-secondary`} onClick={() => open('reissue')}>
        <KeyRound size={16} aria-hidden="true" />
        {t('machines.actions.reissue')}
      </button>
      <button type="button" className={`${button} btn-danger`} onClick={() => open('retire')}>
        <Archive size={16} aria-hidden="true" />
        {t('machines.actions.retire')}
      </button>
      {dialog === 'edit' && <EditMachineDialog machine={machine} onClose={() => setDialog(undefined)} />}
      {dialog === 'reissue' && (
        <ConfirmDialog
          title={t('machines.reissue.title', { name })}
          body={t('machines.reissue.body')}
          confirmLabel={t('machines.reissue.confirm')}
          variant="primary"
          pending={reissue.isPending}
          error={reissue.error?.message}
          onConfirm={() => reissue.mutate()}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog === 'retire' && (
        <ConfirmDialog
          title={t('machines.retire.title', { name })}
          body={t('machines.retire.body')}
          confirmLabel={t('machines.retire.confirm')}
          variant="danger"
          pending={retire.isPending}
          error={retire.error?.message}
          onConfirm={() => retire.mutate()}
          onClose={() => setDialog(undefined)}
        />
      )}
      {issued && <SecretDialog issued={issued} onClose={() => setIssued(undefined)} />}
    </div>
  );
}
