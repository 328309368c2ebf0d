// Recording what became of an abandoned bike (act 58008): collected (its session ends and its dock is freed),
// claimed by its member, or not found; with an optional note.
import {
  BIKE_COLLECTION_RESULTS,
  bikeCollectionResultAct,
  type BikeCollectionItem,
  type BikeCollectionResult,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { BikeDialogFooter } from './BikeDialogFooter';

interface ResultDraft {
  result: BikeCollectionResult;
  note: string;
}

export function ResultDialog({
  collection,
  onClose,
}: {
  collection: BikeCollectionItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const paramsOf = (draft: ResultDraft) => ({ uuid: collection.uuid, id: collection.id, ...draft });
  const { form, showServerIssues } = useActForm<ResultDraft>(
    { schema: bikeCollectionResultAct.params, paramsOf },
    { result: 'collected', note: collection.note },
  );
  const save = useMutation({
    mutationFn: (draft: ResultDraft) => act(bikeCollectionResultAct, paramsOf(draft)),
    onSuccess: () => {
      toast.success(t('bike.collections.record.done', { dock: collection.dock }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(
        t('bike.collections.failed', { action: t('bike.collections.actions.record'), reason: error.message }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bike'] }),
  });
  const submit = form.handleSubmit((draft) => save.mutate(draft));
  return (
    <Modal show onHide={onClose} centered aria-labelledby="bike-result-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="result-dialog">
        <Modal.Header closeButton closeLabel={t('bike.collections.actions.cancel')}>
          <Modal.Title id="bike-result-title" as="h2" className="h5">
            {t('bike.collections.record.title', { dock: collection.dock })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SelectField
            id="bike-result"
            className="mb-3"
            label={t('bike.collections.record.result')}
            control={form.control}
            name="result"
            message={form.formState.errors.result?.message}
          >
            {BIKE_COLLECTION_RESULTS.map((result) => (
              <option key={result} value={result}>
                {t(`bike.collections.state.${result}`)}
              </option>
            ))}
          </SelectField>
          <p className="form-text">{t('bike.collections.record.help')}</p>
          <FormField
            id="bike-result-note"
            className="mb-0"
            label={t('bike.collections.record.note')}
            input={{ maxLength: 300 }}
            registration={form.register('note')}
            message={form.formState.errors.note?.message}
          />
        </Modal.Body>
        <BikeDialogFooter
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={t('bike.collections.record.save')}
          testId="result-submit"
        />
      </form>
    </Modal>
  );
}
