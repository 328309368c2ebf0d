// Who hears about what: the managers' notification switches, the extra e-mail address and the recipients' language.
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import type { FieldIssues } from '../../shared/form/field-issues';
import type { SettingsDraft } from './settings-form';

const SWITCHES = ['offline', 'faults', 'overdue', 'join_requests'] as const;
const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;

interface Props {
  draft: SettingsDraft;
  issues: FieldIssues;
  onChange(patch: Partial<SettingsDraft>): void;
}

export function NotificationFields({ draft, issues, onChange }: Props) {
  const { t } = useTranslation();
  const notify = (patch: Partial<SettingsDraft['notify']>) =>
    onChange({ notify: { ...draft.notify, ...patch } });
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.notifications')}</legend>
      {SWITCHES.map((key) => (
        <div className="form-check form-switch" key={key}>
          <input
            id={`notify-${key}`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={draft.notify[key]}
            onChange={(event) => notify({ [key]: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`notify-${key}`}>
            {t(`lockerSettings.notify.${key}`)}
          </label>
        </div>
      ))}
      <div className="row g-3 mt-1">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="notify-email">
            {t('lockerSettings.notify.email')}
          </label>
          <input
            id="notify-email"
            type="email"
            maxLength={200}
            {...issueProps('notify-email', issues['notify.email'])}
            value={draft.notify.email}
            onChange={(event) => notify({ email: event.target.value })}
          />
          <div className="form-text">{t('lockerSettings.notify.emailHelp')}</div>
          <FieldIssue id="notify-email-issue" message={issues['notify.email']} />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="notify-language">
            {t('lockerSettings.notifyLanguage')}
          </label>
          <select
            id="notify-language"
            className="form-select"
            value={draft.notify_language}
            onChange={(event) =>
              onChange({ notify_language: LANGUAGES.find((code) => code === event.target.value) ?? 'en' })
            }
          >
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
