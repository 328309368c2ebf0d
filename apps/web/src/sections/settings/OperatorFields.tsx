// Name, address (the five parts of spec §3) and time zone: the operator's fields, shown to system admins only.
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import type { FieldIssues } from '../../shared/form/field-issues';
import type { SettingsDraft } from './settings-form';

const ADDRESS_PARTS = ['street', 'city', 'province', 'postalCode', 'country'] as const;

interface Props {
  draft: SettingsDraft;
  issues: FieldIssues;
  onChange(patch: Partial<SettingsDraft>): void;
}

export function OperatorFields({ draft, issues, onChange }: Props) {
  const { t } = useTranslation();
  const setPart = (index: number, value: string) => {
    const address = [...draft.address] as SettingsDraft['address'];
    // '|' separates the parts, so it cannot be part of one.
    address[index] = value.replaceAll('|', '');
    onChange({ address });
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.building')}</legend>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="field-bname">
            {t('lockerSettings.fields.bname')}
          </label>
          <input
            id="field-bname"
            maxLength={120}
            {...issueProps('field-bname', issues.bname)}
            value={draft.bname}
            onChange={(event) => onChange({ bname: event.target.value })}
          />
          <FieldIssue id="field-bname-issue" message={issues.bname} />
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="field-timezone">
            {t('lockerSettings.timezone')}
          </label>
          <input
            id="field-timezone"
            {...issueProps('field-timezone', issues.timezone)}
            value={draft.timezone}
            onChange={(event) => onChange({ timezone: event.target.value })}
          />
          <FieldIssue id="field-timezone-issue" message={issues.timezone} />
        </div>
        {ADDRESS_PARTS.map((part, index) => (
          <div className="col-12 col-md-4" key={part}>
            <label className="form-label" htmlFor={`field-address-${part}`}>
              {t(`lockerSettings.addressParts.${part}`)}
            </label>
            <input
              id={`field-address-${part}`}
              {...issueProps('field-baddr', issues.baddr)}
              value={draft.address[index]}
              onChange={(event) => setPart(index, event.target.value)}
            />
          </div>
        ))}
        <FieldIssue id="field-baddr-issue" message={issues.baddr} />
      </div>
    </fieldset>
  );
}
