// What a detail page shows for an id it cannot show: a refusal for one out of reach, not found for the rest.
import { ActError } from '../../api/act-error';

export function detailRefusal(valid: boolean, error: unknown): 'FORBIDDEN' | 'NOT_FOUND' | undefined {
  if (!valid) return 'NOT_FOUND';
  if (!(error instanceof ActError)) return undefined;
  if (error.code === 'FORBIDDEN') return 'FORBIDDEN';
  return ['NOT_FOUND', 'INVALID_PARAMS'].includes(error.code) ? 'NOT_FOUND' : undefined;
}
