// The template editor: subject (email) and text, with buttons that insert the event's placeholders at the cursor,
// what the event cannot do without, a live preview with a sample parcel, the SMS length in characters and segments,
// and the template's earlier versions to restore. Saved through act 51023; the form checks with its own schema.
import {
  placeholdersFor,
  REQUIRED_PLACEHOLDERS,
  renderTemplate,
  SAMPLE_VALUES,
  templateUpdateAct,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { SmsLength } from './SmsLength';
import {
  templateIssueText,
  templateMapping,
  type TemplateDraft,
  type TemplateKey,
  type TemplateRow,
} from './template-form';
import { TemplateHistory } from './TemplateHistory';

interface TemplateDialogProps {
  template: TemplateRow & TemplateKey;
  onClose: () => void;
}

export function TemplateDialog({ template, onClose }: TemplateDialogProps) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { event, language, channel } = template;
  const key: TemplateKey = useMemo(() => ({ event, language, channel }), [event, language, channel]);
  const mapping = useMemo(() => templateMapping(key), [key]);
  const { form, showServerIssues } = useActForm<TemplateDraft>(mapping, {
    subject: template.subject,
    body: template.body,
  });
  const draft = form.watch();
  const issueOf = (field: keyof TemplateDraft) =>
    issueMessage(form.formState.errors, field, (name) => templateIssueText(t, key, draft, name));
  const save = useMutation({
    mutationFn: (values: TemplateDraft) => act(templateUpdateAct, { ...key, ...values }),
    onSuccess: () => {
      toast.success(t('sms.dialog.saved'));
      void queryClient.invalidateQueries({ queryKey: ['sms'] });
      onClose();
    },
    onError: (error, values) => {
      showServerIssues(error, values);
      toast.error(t('sms.dialog.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      // Compared with the stored text rather than react-hook-form's isDirty, which counts only what it watched.
      if (values.subject === template.subject && values.body === template.body) {
        toast.info(t('sms.dialog.unchanged'));
        onClose();
        return;
      }
      save.mutate(values);
    },
    () => toast.error(t('sms.dialog.checkFields')),
  );
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const body = form.register('body');
  const insert = (name: string) => {
    const element = textarea.current;
    const value = form.getValues('body');
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{${name}}`;
    form.setValue('body', value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const restore = (version: TemplateDraft) => {
    form.setValue('subject', version.subject, { shouldDirty: true });
    form.setValue('body', version.body, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    toast.info(t('sms.history.restored'));
  };
  const required = REQUIRED_PLACEHOLDERS[key.event];
  const bodyIssue = issueOf('body');
  const email = key.channel === 'email';
  const preview = {
    subject: renderTemplate(draft.subject, SAMPLE_VALUES),
    body: renderTemplate(draft.body, SAMPLE_VALUES),
  };
  const title = t('sms.dialog.title', {
    event: t(`sms.events.${key.event}`),
    language: t(`language.${key.language}`),
    channel: t(`sms.channels.${key.channel}`),
  });
  return (
    <Modal show onHide={onClose} size="lg" scrollable aria-labelledby="template-dialog-title">
      <Modal.Header closeButton closeLabel={t('sms.dialog.cancel')}>
        <Modal.Title id="template-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <form
          id="template-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="template-form"
        >
          <div className="row g-3">
            <div className="col-12 col-lg-7">
              {email && (
                <FormField
                  id="template-subject"
                  className="mb-3"
                  label={t('sms.dialog.subject')}
                  input={{ maxLength: 200 }}
                  registration={form.register('subject')}
                  message={issueOf('subject')}
                />
              )}
              <label className="form-label" htmlFor="template-body">
                {t('sms.dialog.body')}
              </label>
              <textarea
                id="template-body"
                rows={email ? 8 : 5}
                maxLength={2000}
                {...issueProps('template-body', bodyIssue)}
                {...body}
                ref={(element) => {
                  body.ref(element);
                  textarea.current = element;
                }}
              />
              <FieldIssue id="template-body-issue" message={bodyIssue} />
              {!email && <SmsLength text={preview.body} />}
              {required.length > 0 && (
                <div className="form-text" data-testid="template-required">
                  {t('sms.dialog.required', { names: required.map((name) => `{${name}}`).join(', ') })}
                </div>
              )}
              <fieldset className="mt-2">
                <legend className="small fw-semibold mb-1">{t('sms.dialog.insert')}</legend>
                <div className="d-flex flex-wrap gap-1">
                  {placeholdersFor(key.event).map((name) => (
                    <button
                      key={name}
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      aria-label={t('sms.dialog.insertOne', { name: t(`sms.placeholders.${name}`) })}
                      onClick={() => insert(name)}
                    >
                      {t(`sms.placeholders.${name}`)}
                    </button>
                  ))}
                </div>
              </fieldset>
            </div>
            <div className="col-12 col-lg-5">
              <section aria-labelledby="template-preview-title" className="template-preview">
                <h3 id="template-preview-title" className="h6 fw-semibold">
                  {t('sms.dialog.preview')}
                </h3>
                <div
                  className={`p-3 rounded ${email ? 'border' : 'bg-body-tertiary'}`}
                  data-testid="template-preview"
                >
                  {email && <div className="fw-semibold mb-2">{preview.subject}</div>}
                  <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {preview.body}
                  </div>
                </div>
                <div className="form-text">{t('sms.dialog.previewHelp')}</div>
              </section>
              <TemplateHistory templateKey={key} onRestore={restore} />
            </div>
          </div>
        </form>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('sms.dialog.cancel')}
        </button>
        <button type="submit" form="template-form" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('sms.dialog.saving') : t('sms.dialog.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
