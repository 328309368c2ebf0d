// The machine forms' own findings in the user's language: the act's schema names the field, this names the
// message. The server's own INVALID_PARAMS messages are shown as it wrote them (see shared/form/act-form.ts).
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { issueMessage } from '../../shared/form/act-form';

const KNOWN = ['model_id', 'buid', 'place', 'name', 'size', 'category'] as const;

/** The message under a machine form's field. */
export function machineIssue(t: TFunction, errors: FieldErrors, field: string): string | undefined {
  return issueMessage(errors, field, (name) => {
    const known = KNOWN.find((key) => key === name) ?? 'other';
    return t(`machines.invalid.${known}`);
  });
}
