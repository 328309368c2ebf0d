// Block a phone, an email or a staff account (act 54002), on react-hook-form with the act's own schema. The expiry is
// a day: the block ends at the end of that day in the browser's zone.
import { BLOCK_KINDS, blockAddAct, type ActParams, type BlockKind } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { shownValue } from './block-columns';

interface BlockDraft {
  kind: BlockKind;
  value: string;
  reason: string;
  /** yyyy-mm-dd, or '' for no expiry. */
  expires: string;
}

const endOfDay = (day: string) => new Date(`${day}T23:59:59`);

const paramsOf = (draft: BlockDraft): ActParams<typeof blockAddAct> => ({
  kind: draft.kind,
  value: draft.value,
  reason: draft.reason,
  expires_at: draft.expires === '' ? null : endOfDay(draft.expires).toISOString(),
});

const mapping: ActFormMapping<BlockDraft> = {
  schema: blockAddAct.params,
  paramsOf,
  fieldOf: (path) => (path === 'expires_at' ? 'expires' : (path as keyof BlockDraft)),
  // A day already over would only be refused by the server: say so beside the field first.
  moreIssues: (draft) =>
    draft.expires !== '' && endOfDay(draft.expires).getTime() <= Date.now()
      ? [{ path: 'expires', message: 'past', type: 'past' }]
      : [],
};

const DEFAULTS: BlockDraft = { kind: 'phone', value: '', reason: '', expires: '' };

export function BlockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { form, showServerIssues } = useActForm<BlockDraft>(mapping, DEFAULTS);
  const kind = form.watch('kind');
  const issueOf = (field: keyof BlockDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`blocklist.invalid.${name}`));
  const add = useMutation({
    mutationFn: (draft: BlockDraft) => act(blockAddAct, paramsOf(draft)),
    onSuccess: (answer) => {
      toast.success(t('blocklist.added', { value: shownValue(answer) }));
      void queryClient.invalidateQueries({ queryKey: ['blocklist'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('blocklist.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => add.mutate(draft));
  return (
    <Modal show onHide={onClose} centered aria-labelledby="block-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="block-form">
        <Modal.Header closeButton closeLabel={t('blocklist.dialog.cancel')}>
          <Modal.Title id="block-title" as="h2" className="h5">
            {t('blocklist.dialog.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SelectField
            id="block-kind"
            className="mb-3"
            label={t('blocklist.dialog.kind')}
            control={form.control}
            name="kind"
            message={issueOf('kind')}
          >
            {BLOCK_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`blocklist.kind.${value}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            id="block-value"
            className="mb-3"
            type={kind === 'phone' ? 'tel' : kind === 'email' ? 'email' : 'text'}
            label={t(`blocklist.dialog.value.${kind}`)}
            input={{ maxLength: 254, autoComplete: 'off' }}
            registration={form.register('value')}
            message={issueOf('value')}
          />
          <FormField
            id="block-reason"
            className="mb-3"
            label={t('blocklist.dialog.reason')}
            input={{ maxLength: 300 }}
            registration={form.register('reason')}
            message={issueOf('reason')}
          />
          <FormField
            id="block-expires"
            className=""
            type="date"
            label={t('blocklist.dialog.expires')}
            help={t('blocklist.dialog.expiresHelp')}
            registration={form.register('expires')}
            message={issueOf('expires')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('blocklist.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={add.isPending}>
            {t('blocklist.dialog.submit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
