// How a recipient's message writes a time. (Filling a template is the protocol's renderTemplate, shared with the
// template pages' preview.)
import { usableTimeZone } from '@bluemanager/protocol';

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
