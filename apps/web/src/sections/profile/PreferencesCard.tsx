// Language and time zone (act 60202). Saving the language switches the portal to it at once.
import { STAFF_LANGUAGES, updateMyProfileAct, type ActParams } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { setLanguage } from '../../i18n/i18n';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { TitledCard } from '../../shared/TitledCard';

type Preferences = ActParams<typeof updateMyProfileAct>;

const MAPPING: ActFormMapping<Preferences> = {
  schema: updateMyProfileAct.params,
  paramsOf: (values) => values,
};

/** Every zone this browser knows, with the saved one kept even if it does not. */
function zones(saved: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(saved) ? known : [saved, ...known];
}

export function PreferencesCard({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<Preferences>(MAPPING, saved);
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: Preferences) => act(updateMyProfileAct, values),
    savedText: () => t('profile.preferences.saved'),
    refresh: [['profile']],
    onSaved: (profile) => {
      form.reset({ language: profile.language, time_zone: profile.time_zone });
      void setLanguage(profile.language);
    },
  });
  const issueOf = (field: keyof Preferences) =>
    issueMessage(form.formState.errors, field, () => t(`profile.preferences.invalid.${field}`));
  return (
    <TitledCard title={t('profile.preferences.title')} className="mb-3" testId="profile-preferences">
      <form onSubmit={submit} noValidate>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <SelectField
              id="profile-language"
              label={t('profile.preferences.language')}
              control={form.control}
              name="language"
              message={issueOf('language')}
            >
              {STAFF_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`profile.language.${language}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-12 col-md-6">
            <SelectField
              id="profile-zone"
              label={t('profile.preferences.zone')}
              control={form.control}
              name="time_zone"
              message={issueOf('time_zone')}
            >
              {zones(saved.time_zone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-sm mt-3"
          disabled={pending || !form.formState.isDirty}
          data-testid="preferences-save"
        >
          {t('profile.save')}
        </button>
      </form>
    </TitledCard>
  );
}
