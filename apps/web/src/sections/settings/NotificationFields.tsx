// Who hears about what: the managers' notification switches, the extra e-mail address and the recipients' language.
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/form/FormField';
import { SwitchField } from '../../shared/form/SwitchField';
import type { SettingsFormPart } from './settings-form';

const SWITCHES = ['offline', 'faults', 'overdue', 'join_requests'] as const;
const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;

export function NotificationFields({ form, issueOf }: SettingsFormPart) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.notifications')}</legend>
      {SWITCHES.map((key) => (
        <SwitchField
          key={key}
          id={`notify-${key}`}
          label={t(`lockerSettings.notify.${key}`)}
          registration={form.register(`notify.${key}`)}
        />
      ))}
      <div className="row g-3 mt-1">
        <FormField
          id="notify-email"
          type="email"
          label={t('lockerSettings.notify.email')}
          help={t('lockerSettings.notify.emailHelp')}
          input={{ maxLength: 200 }}
          registration={form.register('notify.email')}
          message={issueOf('notify.email')}
        />
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="notify-language">
            {t('lockerSettings.notifyLanguage')}
          </label>
          <select id="notify-language" className="form-select" {...form.register('notify_language')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
