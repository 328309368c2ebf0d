// Compose an email to the members of chosen buildings, or of some of their units (act 63013): the recipient count
// (63012) as the buildings are chosen, a preview of the text as it will go, and a confirmation before it is sent.
import { emailAudienceAct, emailComposeAct, type ActParams } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { TitledCard } from '../../shared/TitledCard';
import { CheckList } from '../tokens/CheckList';
import { EmailCampaigns } from './EmailCampaigns';

/** The batch size the server sends at a time (email-campaigns.ts on the server). */
const BATCH_SIZE = 50;

interface ComposeDraft {
  buildings: number[];
  units: string;
  subject: string;
  body: string;
}

const unitsOf = (text: string) =>
  text
    .split(',')
    .map((unit) => unit.trim())
    .filter(Boolean);

const paramsOf = (draft: ComposeDraft): ActParams<typeof emailComposeAct> => ({
  buildings: draft.buildings,
  units: unitsOf(draft.units),
  subject: draft.subject,
  body: draft.body,
});

const mapping: ActFormMapping<ComposeDraft> = {
  schema: emailComposeAct.params,
  paramsOf,
  fieldOf: (path) =>
    path.startsWith('units') ? 'units' : path.startsWith('buildings') ? 'buildings' : (path as 'subject'),
};

const EMPTY: ComposeDraft = { buildings: [], units: '', subject: '', body: '' };

export function ComposeEmail() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const buildings = useBuildingOptions();
  const { form, showServerIssues } = useActForm<ComposeDraft>(mapping, EMPTY);
  const [previewing, setPreviewing] = useState(false);
  const chosen = form.watch('buildings');
  const units = unitsOf(form.watch('units'));
  const audience = useQuery({
    queryKey: ['email', 'audience', chosen, units],
    queryFn: () => act(emailAudienceAct, { buildings: chosen, units }),
    enabled: chosen.length > 0,
  });
  const count = audience.data?.recipients ?? 0;
  const issueOf = (field: keyof ComposeDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`email.compose.invalid.${name}`));
  const send = useMutation({
    mutationFn: (draft: ComposeDraft) => act(emailComposeAct, paramsOf(draft)),
    onSuccess: (answer) => {
      toast.success(t('email.compose.queued', { subject: answer.subject, count: answer.total }));
      form.reset(EMPTY);
      setPreviewing(false);
      void queryClient.invalidateQueries({ queryKey: ['email'] });
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('email.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => {
    if (!window.confirm(t('email.compose.confirm', { subject: draft.subject, count }))) return;
    send.mutate(draft);
  });
  const toggle = (buid: number, on: boolean) => {
    const current = form.getValues('buildings');
    form.setValue('buildings', on ? [...current, buid] : current.filter((entry) => entry !== buid), {
      shouldValidate: form.formState.isSubmitted,
    });
  };
  const bodyIssue = issueOf('body');
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-7">
        <TitledCard title={t('email.tabs.compose')} testId="email-compose">
          <p className="text-body-secondary">{t('email.compose.intro', { size: BATCH_SIZE })}</p>
          <form onSubmit={(event) => void submit(event)} noValidate data-testid="email-compose-form">
            <CheckList
              id="email-buildings"
              legend={t('email.compose.buildings')}
              countText={t('email.compose.chosen', { count: chosen.length })}
              findLabel={t('email.compose.buildingsFind')}
              emptyText={t('email.compose.buildingsNone')}
              items={buildings.map((building) => ({ value: Number(building.value), label: building.label }))}
              chosen={chosen}
              onToggle={toggle}
              message={issueOf('buildings')}
            />
            <div className="row g-3 mb-3">
              <FormField
                id="email-units"
                className="col-12"
                label={t('email.compose.units')}
                help={t('email.compose.unitsHelp')}
                input={{ maxLength: 2000, autoComplete: 'off' }}
                registration={form.register('units')}
                message={issueOf('units')}
              />
              <FormField
                id="email-subject"
                className="col-12"
                label={t('email.compose.subject')}
                input={{ maxLength: 200, autoComplete: 'off' }}
                registration={form.register('subject')}
                message={issueOf('subject')}
              />
              <div className="col-12">
                <label className="form-label" htmlFor="email-body">
                  {t('email.compose.body')}
                </label>
                <textarea
                  id="email-body"
                  rows={8}
                  maxLength={10_000}
                  {...issueProps('email-body', bodyIssue)}
                  aria-describedby={bodyIssue ? 'email-body-help email-body-issue' : 'email-body-help'}
                  {...form.register('body')}
                />
                <div id="email-body-help" className="form-text">
                  {t('email.compose.bodyHelp')}
                </div>
                <FieldIssue id="email-body-issue" message={bodyIssue} />
              </div>
            </div>
            <p className="fw-semibold" aria-live="polite" data-testid="email-recipients">
              {chosen.length === 0
                ? t('email.compose.chooseBuildings')
                : t('email.compose.recipients', { count, total: formatNumber(count, i18n.language) })}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setPreviewing(true)}
                aria-expanded={previewing}
                aria-controls="email-preview"
              >
                {t('email.compose.preview')}
              </button>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={send.isPending || chosen.length === 0 || count === 0}
              >
                {t('email.compose.send', { count: formatNumber(count, i18n.language) })}
              </button>
            </div>
          </form>
          {previewing && (
            <section
              id="email-preview"
              className="border rounded p-3 mt-3"
              aria-labelledby="email-preview-title"
            >
              <h3 id="email-preview-title" className="h6 text-body-secondary">
                {t('email.compose.previewTitle')}
              </h3>
              <p className="fw-semibold mb-2 text-break">{form.watch('subject')}</p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {form.watch('body')}
              </p>
            </section>
          )}
        </TitledCard>
      </div>
      <div className="col-12 col-xl-5">
        <EmailCampaigns />
      </div>
    </div>
  );
}
