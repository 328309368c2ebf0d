// The building's contacts as rows of name, role, phone and email (stored as 'name#role#phone#email', spec §3).
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import type { FieldIssues } from '../../shared/form/field-issues';
import type { ContactDraft } from './settings-form';

const FIELDS = ['name', 'role', 'phone', 'email'] as const;
export const MAX_CONTACTS = 20;

interface Props {
  contacts: ContactDraft[];
  issues: FieldIssues;
  onChange(contacts: ContactDraft[]): void;
}

export function ContactsEditor({ contacts, issues, onChange }: Props) {
  const { t } = useTranslation();
  const update = (index: number, field: keyof ContactDraft, value: string) =>
    onChange(contacts.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)));
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('lockerSettings.contacts')}</legend>
      {contacts.map((contact, index) => {
        const issue = issues[`contacts.${index}`];
        const issueId = `contact-${index}`;
        return (
          <div className="row g-2 mb-2 align-items-start" key={index} data-testid="contact-row">
            {FIELDS.map((field) => (
              <div className="col-6 col-md" key={field}>
                <label className="form-label small mb-1" htmlFor={`contact-${index}-${field}`}>
                  {t(`lockerSettings.contact.${field}`)}
                </label>
                <input
                  id={`contact-${index}-${field}`}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  {...issueProps(issueId, field === 'name' ? issue : undefined)}
                  value={contact[field]}
                  onChange={(event) => update(index, field, event.target.value.replaceAll('#', ''))}
                />
              </div>
            ))}
            <div className="col-12 col-md-auto d-flex align-items-end">
              <button
                type="button"
                className="btn btn-secondary mt-md-4"
                aria-label={t('lockerSettings.removeContact', { name: contact.name || index + 1 })}
                onClick={() => onChange(contacts.filter((_contact, at) => at !== index))}
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
        disabled={contacts.length >= MAX_CONTACTS}
        onClick={() => onChange([...contacts, { name: '', role: '', phone: '', email: '' }])}
      >
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('lockerSettings.addContact')}
      </button>
    </fieldset>
  );
}
