// The operation-log model (spec §3): every section's operation keys with their categories and templates, merged.
import { SECTIONS, type AnySection } from './index.js';
import type { OperationDeclaration } from './define-section.js';

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

export type OperationModel = UnionToIntersection<AnySection['operations']>;
export type OperationKey = keyof OperationModel & string;

function mergeOperations(): Readonly<Record<string, OperationDeclaration>> {
  const merged: Record<string, OperationDeclaration> = {};
  for (const section of SECTIONS) {
    for (const [key, operation] of Object.entries(section.operations)) {
      if (key in merged) throw new Error(`operation '${key}' is declared by two sections`);
      merged[key] = operation;
    }
  }
  return merged;
}

export const OPERATIONS = mergeOperations() as OperationModel &
  Readonly<Record<OperationKey, OperationDeclaration>>;

/** The template with its target; a detail (a reason, a new due time) is appended after a colon. */
export function operationMessage(operation: OperationKey, target: string, detail?: string): string {
  const message = OPERATIONS[operation].template.replace('{}', target);
  return detail ? `${message}: ${detail}` : message;
}
