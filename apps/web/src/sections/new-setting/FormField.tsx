// One labelled input of a react-hook-form form, tied to its issue (red border, announced message).
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';

interface FormFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  type?: 'text' | 'email' | 'tel' | 'number';
  help?: string;
  className?: string;
}

export function FormField({
  id,
  label,
  registration,
  error,
  type = 'text',
  help,
  className,
}: FormFieldProps) {
  const describedBy = help ? { 'aria-describedby': `${id}-help` } : {};
  return (
    <div className={className ?? 'col-12 col-md-6'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type={type} {...describedBy} {...issueProps(id, error?.message)} {...registration} />
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldIssue id={`${id}-issue`} message={error?.message} />
    </div>
  );
}
