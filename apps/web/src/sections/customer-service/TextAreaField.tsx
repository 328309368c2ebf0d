// A labelled textarea of a react-hook-form form, tied to its issue the way FormField ties an input.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';

interface TextAreaFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  message: string | undefined;
  help?: string;
  maxLength: number;
  rows?: number;
  className?: string;
}

export function TextAreaField({
  id,
  label,
  registration,
  message,
  help,
  maxLength,
  rows = 4,
  className,
}: TextAreaFieldProps) {
  const describedBy = [help ? `${id}-help` : '', message ? `${id}-issue` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
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
