// The building's contacts as rows of name, role, phone and email (stored as 'name#role#phone#email', spec §3): a
// react-hook-form field array, each contact's issue shown under its row.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { stripping } from '../../shared/form/stripping';
import type { SettingsFormPart } from './settings-form';

const FIELDS = ['name', 'role', 'phone', 'email'] as const;
const INPUT_TYPES = { name: 'text', role: 'text', phone: 'tel', email: 'email' } as const;
export const MAX_CONTACTS = 20;

export function ContactsEditor({ form, issueOf }: SettingsFormPart) {
  const { t } = useTranslation();
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.contacts')}</legend>
      {contacts.fields.map((contact, index) => {
        const issue = issueOf(`contacts.${index}.name`);
        const issueId = `contact-${index}`;
        return (
          <div className="row g-2 mb-2 align-items-start" key={contact.id} data-testid="contact-row">
            {FIELDS.map((field) => (
              <div className="col-6 col-md" key={field}>
                <label className="form-label small mb-1" htmlFor={`contact-${index}-${field}`}>
                  {t(`lockerSettings.contact.${field}`)}
                </label>
                <input
                  id={`contact-${index}-${field}`}
                  type={INPUT_TYPES[field]}
                  {...issueProps(issueId, field === 'name' ? issue : undefined)}
                  {...stripping(form.register(`contacts.${index}.${field}`), ['#'])}
                />
              </div>
            ))}
            <div className="col-12 col-md-auto d-flex align-items-end">
              <button
                type="button"
                className="btn btn-secondary mt-md-4"
                aria-label={t('lockerSettings.removeContact', { name: contact.name || index + 1 })}
                onClick={() => contacts.remove(index)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
            <FieldIssue id={`${issueId}-issue`} message={issue} />
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={contacts.fields.length >= MAX_CONTACTS}
        onClick={() => contacts.append({ name: '', role: '', phone: '', email: '' })}
      >
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('lockerSettings.addContact')}
      </button>
    </fieldset>
  );
}
