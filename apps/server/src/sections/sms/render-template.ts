import { usableTimeZone } from '@bluemanager/protocol';
import { TEMPLATE_PLACEHOLDERS, type TemplateValues } from './notification-kinds.js';

const PLACEHOLDER = new RegExp(`\\{(${TEMPLATE_PLACEHOLDERS.join('|')})\\}`, 'g');

/** Fills the {placeholders} a template names; one without a value becomes empty, unknown braces stay as typed. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, name: keyof TemplateValues) => values[name] ?? '');
}

/** A time as the recipient reads it: yyyy-mm-dd hh:mm in the building's time zone. */
export function localTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  // The Swedish locale writes dates the ISO way, which reads the same in every language of the portal.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: usableTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
