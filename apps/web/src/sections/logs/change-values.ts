// The values a write changed, as rows of field, before and after, in the reader's language. Only what changed is
// stored; a field known to the catalogue is worded, others keep their name with its underscores as spaces.
import type { TFunction } from 'i18next';
import { readableText } from './readable-text';

export interface ChangeRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

type Values = Readonly<Record<string, unknown>> | null;

export function valueText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('logs.values.empty');
  if (typeof value === 'boolean') return t(value ? 'logs.values.yes' : 'logs.values.no');
  if (typeof value === 'string') return readableText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? t('logs.values.empty') : value.map((item) => valueText(t, item)).join('; ');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${fieldLabel(t, key)}: ${valueText(t, item)}`)
      .join(', ');
  }
  return String(value);
}

export function fieldLabel(t: TFunction, field: string): string {
  const fallback = field.replace(/_/g, ' ');
  return t(`logs.fields.${field}`, { defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1) });
}

export function changeRows(t: TFunction, before: Values, after: Values): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(t, field),
    before: valueText(t, before?.[field]),
    after: valueText(t, after?.[field]),
  }));
}
