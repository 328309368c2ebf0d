// The New building form (act 52060), on react-hook-form with the act's own schema: the browser refuses what the
// server would, and a refusal only the server can make (a name already taken) lands on its field too.
import { allBuildingsAct, createBuildingAct, type ActResult } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { issueMessage } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { useActForm } from '../../shared/form/use-act-form';
import { TouchSpin } from '../../shared/form/TouchSpin';
import { FormField } from '../../shared/form/FormField';
import {
  ADDRESS_PARTS,
  CONTACT_PARTS,
  emptyNewBuilding,
  newBuildingMapping,
  newBuildingParamsOf,
  type NewBuildingForm as FormValues,
} from './new-building-form';

export type CreatedBuilding = ActResult<typeof createBuildingAct>;

const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const CONTACT_TYPES = { contactPhone: 'tel', contactEmail: 'email' } as const;
const RULE_FIELDS = [
  ['overdue_hours', 'overdueHours'],
  ['reminder_every_hours', 'reminderEveryHours'],
  ['reminder_limit', 'reminderLimit'],
] as const;

export function NewBuildingForm({ onCreated }: { onCreated: (building: CreatedBuilding) => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const partners = useQuery({
    queryKey: ['buildings', 'partners'],
    queryFn: () => act(allBuildingsAct, { a: user.ret }),
    select: (buildings) => [...new Set(['BB', ...buildings.map((building) => building.partner)])].sort(),
  });
  const { form, showServerIssues } = useActForm<FormValues>(
    newBuildingMapping,
    emptyNewBuilding(TIME_ZONES.includes(BROWSER_ZONE) ? BROWSER_ZONE : 'America/Toronto'),
  );
  const { errors: found } = form.formState;
  // The browser's own findings in the user's language, field by field; the server's refusals as it wrote them.
  const issueOf = (name: keyof FormValues) =>
    issueMessage(found, name, (field) => t(`newSetting.invalid.${field}`));
  const create = useMutation({
    mutationFn: (values: FormValues) => act(createBuildingAct, newBuildingParamsOf(values)),
    onSuccess: (building) => {
      toast.success(t('newSetting.created', { name: building.bname }));
      void queryClient.invalidateQueries({ queryKey: ['buildings'] });
      onCreated(building);
    },
    onError: (error, values) => {
      showServerIssues(error, values);
      toast.error(t('newSetting.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (values) => create.mutate(values),
    () => toast.error(t('newSetting.checkFields')),
  );
  const field = (name: keyof FormValues, label: string, className?: string) => (
    <FormField
      id={`new-${name}`}
      label={label}
      registration={form.register(name)}
      message={issueOf(name)}
      className={className}
    />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="new-building-form">
      <fieldset className="mb-4">
        <legend className="h6 fw-semibold">{t('newSetting.building')}</legend>
        <div className="row g-3">
          {field('bname', t('newSetting.name'), 'col-12')}
          {ADDRESS_PARTS.map((part) => field(part, t(`newSetting.${part}`)))}
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="new-timezone">
              {t('newSetting.timezone')}
            </label>
            <select
              id="new-timezone"
              {...issueProps('new-timezone', issueOf('timezone'), 'form-select')}
              {...form.register('timezone')}
            >
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <div className="form-text">{t('newSetting.timezoneHelp')}</div>
            <FieldIssue id="new-timezone-issue" message={issueOf('timezone')} />
          </div>
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="new-partner">
              {t('newSetting.partner')}
            </label>
            <select id="new-partner" className="form-select" {...form.register('partner')}>
              {(partners.data ?? ['BB']).map((partner) => (
                <option key={partner} value={partner}>
                  {partner}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6 fw-semibold">{t('newSetting.contact')}</legend>
        <div className="row g-3">
          {CONTACT_PARTS.map((part) => (
            <FormField
              key={part}
              id={`new-${part}`}
              label={t(`newSetting.${part}`)}
              type={part in CONTACT_TYPES ? CONTACT_TYPES[part as keyof typeof CONTACT_TYPES] : 'text'}
              registration={form.register(part)}
              message={issueOf(part)}
              className="col-12 col-md-6 col-xl-3"
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h6 fw-semibold">{t('newSetting.rules')}</legend>
        <div className="row g-3">
          {RULE_FIELDS.map(([name, label]) => (
            <div className="col-12 col-md-4" key={name}>
              <label className="form-label" htmlFor={`new-${name}`}>
                {t(`newSetting.${label}`)}
              </label>
              {/* Spec §4/§9: every number input is the touch-spin stepper. */}
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TouchSpin
                    id={`new-${name}`}
                    {...issueProps(`new-${name}`, issueOf(name))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
              <FieldIssue id={`new-${name}-issue`} message={issueOf(name)} />
            </div>
          ))}
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor="new-language">
              {t('newSetting.language')}
            </label>
            <select id="new-language" className="form-select" {...form.register('notify_language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`language.${language}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? t('newSetting.creating') : t('newSetting.create')}
      </button>
    </form>
  );
}
