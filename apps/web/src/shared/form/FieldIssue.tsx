// The message under a field that failed validation; its id is what the field's aria-describedby names.
export function FieldIssue({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block" data-testid={`issue-${id}`}>
      {message}
    </div>
  );
}

/** The props that tie an input to its issue: red border, announced message. */
export function issueProps(id: string, message: string | undefined) {
  return message
    ? {
        'aria-invalid': true as const,
        'aria-describedby': `${id}-issue`,
        className: 'form-control is-invalid',
      }
    : { className: 'form-control' };
}
