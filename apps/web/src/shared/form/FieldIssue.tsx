// The message under a field that failed validation; its id is what the field's aria-describedby names.
export function FieldIssue({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block" data-testid={`issue-${id}`}>
      {message}
    </div>
  );
}

/** The props that tie an input (or, with base 'form-select', a select) to its issue: red border, announced message. */
export function issueProps(id: string, message: string | undefined, base = 'form-control') {
  return message
    ? {
        'aria-invalid': true as const,
        'aria-describedby': `${id}-issue`,
        className: `${base} is-invalid`,
      }
    : { className: base };
}
