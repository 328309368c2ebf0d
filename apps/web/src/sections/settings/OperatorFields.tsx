// Name, address (the five parts of spec §3) and time zone: the operator's fields, shown to system admins only.
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/form/FormField';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { stripping } from '../../shared/form/stripping';
import type { SettingsFormPart } from './settings-form';

const ADDRESS_PARTS = [
  ['street', 'address.0'],
  ['city', 'address.1'],
  ['province', 'address.2'],
  ['postalCode', 'address.3'],
  ['country', 'address.4'],
] as const;

export function OperatorFields({ form, issueOf }: SettingsFormPart) {
  const { t } = useTranslation();
  const addressIssue = issueOf('address');
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.building')}</legend>
      <div className="row g-3">
        <FormField
          id="field-bname"
          label={t('lockerSettings.fields.bname')}
          input={{ maxLength: 120 }}
          registration={form.register('bname')}
          message={issueOf('bname')}
        />
        <FormField
          id="field-timezone"
          label={t('lockerSettings.timezone')}
          registration={form.register('timezone')}
          message={issueOf('timezone')}
        />
        {ADDRESS_PARTS.map(([part, field]) => (
          <div className="col-12 col-md-4" key={part}>
            <label className="form-label" htmlFor={`field-address-${part}`}>
              {t(`lockerSettings.addressParts.${part}`)}
            </label>
            <input
              id={`field-address-${part}`}
              {...issueProps('field-baddr', addressIssue)}
              // '|' separates the parts, so it cannot be part of one.
              {...stripping(form.register(field), ['|'])}
            />
          </div>
        ))}
        <FieldIssue id="field-baddr-issue" message={addressIssue} />
      </div>
    </fieldset>
  );
}
