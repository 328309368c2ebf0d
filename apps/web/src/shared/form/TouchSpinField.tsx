// A labelled touch-spin stepper of a react-hook-form form (spec §4/§5/§9: every number input is one), tied to its
// issue. The form holds the digits as text; the form's mapping turns them into the act's number.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldIssue, issueProps } from './FieldIssue';
import { TouchSpin } from './TouchSpin';

interface TouchSpinFieldProps<Values extends FieldValues> {
  id: string;
  label: string;
  control: Control<Values>;
  name: Path<Values>;
  /** The issue shown under the field, if any. */
  message: string | undefined;
  min?: number;
  max?: number;
  small?: boolean;
  className?: string;
}

export function TouchSpinField<Values extends FieldValues>({
  id,
  label,
  control,
  name,
  message,
  min,
  max,
  small,
  className,
}: TouchSpinFieldProps<Values>) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <TouchSpin
            id={id}
            min={min}
            max={max}
            small={small}
            {...issueProps(id, message)}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FieldIssue id={`${id}-issue`} message={message} />
    </div>
  );
}
