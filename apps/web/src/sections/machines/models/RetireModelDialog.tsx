// Retiring a model asks first: no new machine is created from it afterwards, and the machines already installed
// from it go on working. The outcome is reported in a toast.
import { machineModelRetireAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import type { ModelItem } from './model-form';

interface RetireModelDialogProps {
  model: ModelItem | undefined;
  onClose(): void;
}

export function RetireModelDialog({ model, onClose }: RetireModelDialogProps) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  // The last model stays on screen while the dialog fades out.
  const [shown, setShown] = useState(model);
  if (model && model !== shown) setShown(model);
  const retire = useMutation({
    mutationFn: (target: ModelItem) => act(machineModelRetireAct, { id: target.id }),
    onSuccess: (retired) => {
      toast.success(t('models.retireDialog.done', { name: retired.name }));
      void queryClient.invalidateQueries({ queryKey: ['models'] });
      onClose();
    },
    onError: (error) => toast.error(t('models.retireDialog.failed', { reason: error.message })),
  });
  return (
    <Modal show={model !== undefined} onHide={onClose} centered aria-labelledby="retire-model-title">
      <Modal.Header closeButton closeLabel={t('models.dialog.close')}>
        <Modal.Title id="retire-model-title" as="h2" className="h5">
          {t('models.retireDialog.title', { name: shown?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('models.retireDialog.body', { count: shown?.machines ?? 0 })}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('models.dialog.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={retire.isPending || !model}
          onClick={() => model && retire.mutate(model)}
          data-testid="confirm-retire"
        >
          {t('models.retireDialog.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
