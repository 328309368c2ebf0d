// A six-digit one-time code and the button that sends it (turning two-factor on or off, renewing recovery codes).
import { useState } from 'react';

export function CodeForm({
  id,
  label,
  submitLabel,
  pending,
  onCode,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code.trim());
      }}
    >
      <div>
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="form-control"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending || !/^\d{6}$/.test(code.trim())}>
        {submitLabel}
      </button>
    </form>
  );
}
