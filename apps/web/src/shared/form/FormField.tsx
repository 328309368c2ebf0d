// One labelled input of a react-hook-form form, tied to its help text and its issue (red border, announced message).
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldIssue, issueProps } from './FieldIssue';

interface FormFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The issue shown under the field, if any. */
  message: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password';
  help?: string;
  className?: string;
  /** Plain input attributes the field passes on (maxLength, list…). */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'list' | 'autoComplete'>;
}

export function FormField({
  id,
  label,
  registration,
  message,
  type = 'text',
  help,
  className,
  input,
}: FormFieldProps) {
  // The help text and the issue are both announced: issueProps names only the issue.
  const describedBy = [help ? `${id}-help` : '', message ? `${id}-issue` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ?? 'col-12 col-md-6'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        {...input}
        {...issueProps(id, message)}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldIssue id={`${id}-issue`} message={message} />
    </div>
  );
}
