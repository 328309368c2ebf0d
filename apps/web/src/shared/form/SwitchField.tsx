// A labelled on/off switch of a react-hook-form form (a checkbox with role switch), with an optional help text.
import type { UseFormRegisterReturn } from 'react-hook-form';

interface SwitchFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  help?: string;
  className?: string;
}

export function SwitchField({ id, label, registration, help, className }: SwitchFieldProps) {
  return (
    <div className={`form-check form-switch ${className ?? ''}`.trim()}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        aria-describedby={help ? `${id}-help` : undefined}
        {...registration}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}
