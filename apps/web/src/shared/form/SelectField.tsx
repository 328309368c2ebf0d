// A labelled select tied to its validation issue: the label, the red border and the announced message in one place.
import type { ReactNode } from 'react';
import { FieldIssue, issueProps } from './FieldIssue';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  issue: string | undefined;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  className?: string;
}

export function SelectField({ id, label, value, issue, onChange, children, className }: SelectFieldProps) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        {...issueProps(id, issue, 'form-select')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <FieldIssue id={`${id}-issue`} message={issue} />
    </div>
  );
}
