// A labelled select of a react-hook-form form, tied to its validation issue: the label, the red border and the
// announced message in one place. It is controlled (a Controller), because its options often arrive after the
// form opens: an uncontrolled select would keep showing its first option instead of the chosen value.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldIssue, issueProps } from './FieldIssue';

interface SelectFieldProps<Values extends FieldValues> {
  id: string;
  label: string;
  control: Control<Values>;
  name: Path<Values>;
  /** The issue shown under the field, if any. */
  message: string | undefined;
  /** Told the value that was chosen and the one before it. */
  onPick?: (value: string, previous: string) => void;
  /** The <option>s. */
  children: ReactNode;
  className?: string;
}

export function SelectField<Values extends FieldValues>({
  id,
  label,
  control,
  name,
  message,
  onPick,
  children,
  className,
}: SelectFieldProps<Values>) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select
            id={id}
            {...issueProps(id, message, 'form-select')}
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(event) => {
              const previous = String(field.value ?? '');
              field.onChange(event.target.value);
              onPick?.(event.target.value, previous);
            }}
          >
            {children}
          </select>
        )}
      />
      <FieldIssue id={`${id}-issue`} message={message} />
    </div>
  );
}
