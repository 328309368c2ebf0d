// Creating or editing a short link: its note, the http(s) address it leads to and its last day, on react-hook-form
// with the act's own schema. The code is drawn by the server and never changes.
import { redirectCreateAct, redirectUpdateAct, type RedirectItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { issueMessage } from '../../../shared/form/act-form';
import { FormField } from '../../../shared/form/FormField';
import { useActForm } from '../../../shared/form/use-act-form';
import {
  createRedirectParams,
  EMPTY_REDIRECT,
  redirectDraftOf,
  redirectMapping,
  updateRedirectParams,
  type RedirectDraft,
} from './redirect-form';

export type RedirectDialogTarget = { kind: 'create' } | { kind: 'edit'; link: RedirectItem };

function RedirectForm({ target, onClose }: { target: RedirectDialogTarget; onClose(): void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.link : undefined;
  const mapping = useMemo(() => redirectMapping(editing), [editing]);
  const { form, showServerIssues } = useActForm<RedirectDraft>(
    mapping,
    editing ? redirectDraftOf(editing) : EMPTY_REDIRECT,
  );
  const issueOf = (field: keyof RedirectDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`redirects.invalid.${name}`));
  const save = useMutation({
    mutationFn: (draft: RedirectDraft) => {
      if (!editing) return act(redirectCreateAct, createRedirectParams(draft));
      const params = updateRedirectParams(editing, draft);
      return params ? act(redirectUpdateAct, params) : Promise.resolve(editing);
    },
    onSuccess: (link) => {
      toast.success(t(editing ? 'redirects.dialog.saved' : 'redirects.dialog.created', { name: link.note }));
      void queryClient.invalidateQueries({ queryKey: ['redirects'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('redirects.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('redirects.dialog.checkFields')),
  );
  const unchanged = editing !== undefined && updateRedirectParams(editing, form.watch()) === undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="redirect-dialog">
      <Modal.Header closeButton closeLabel={t('redirects.dialog.cancel')}>
        <Modal.Title id="redirect-dialog-title" as="h2" className="h5">
          {editing
            ? t('redirects.dialog.editTitle', { name: editing.note })
            : t('redirects.dialog.createTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-3">
          <FormField
            id="redirect-note"
            className="col-12"
            label={t('redirects.dialog.note')}
            registration={form.register('note')}
            message={issueOf('note')}
            input={{ maxLength: 200 }}
          />
          <FormField
            id="redirect-target"
            className="col-12"
            label={t('redirects.dialog.target')}
            help={t('redirects.dialog.targetHelp')}
            registration={form.register('target')}
            message={issueOf('target')}
            input={{ maxLength: 2000 }}
          />
          <FormField
            id="redirect-expires_on"
            type="date"
            label={t('redirects.dialog.expires_on')}
            help={t('redirects.dialog.expiresHelp')}
            registration={form.register('expires_on')}
            message={issueOf('expires_on')}
          />
        </div>
      </Modal.Body>
      <Modal.Footer>
        {unchanged && (
          <span className="text-body-secondary small me-auto">{t('redirects.dialog.nothing')}</span>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('redirects.dialog.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={unchanged || save.isPending}>
          {save.isPending
            ? t('redirects.dialog.saving')
            : editing
              ? t('redirects.dialog.save')
              : t('redirects.dialog.create')}
        </button>
      </Modal.Footer>
    </form>
  );
}

export function RedirectDialog({
  target,
  onClose,
}: {
  target: RedirectDialogTarget | undefined;
  onClose(): void;
}) {
  return (
    <Modal show={target !== undefined} onHide={onClose} centered aria-labelledby="redirect-dialog-title">
      {target && <RedirectForm target={target} onClose={onClose} />}
    </Modal>
  );
}
