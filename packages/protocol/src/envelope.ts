// Success envelopes: a flat act merges its result beside `ret` (login keeps the shape the portal always had);
// every other act answers {ret: 1, data}.
import type { ActDeclaration, ActResult } from './acts/define-act.js';

export type ActSuccess<A extends ActDeclaration> = A['flat'] extends true
  ? ActResult<A>
  : { ret: 1; data: ActResult<A> };

export function wrapResult(act: ActDeclaration, result: unknown): Record<string, unknown> {
  if (act.flat) return result as Record<string, unknown>;
  return { ret: 1, data: result };
}

/** The form body of an act call: act, m=1 and the encrypted parameters. */
export function actFormBody(code: number, encryptedParams: string): string {
  return new URLSearchParams({ act: String(code), m: '1', par: encryptedParams }).toString();
}
