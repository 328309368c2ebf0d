// Who an invoice is emailed to. The building's data names no billing contact as such: its contacts are free text
// 'name#role#phone#email'. A contact whose role says billing (in any of the portal's languages) gets the invoice;
// without one, the building's notification email (the managers' address of its settings) does, as the address the
// building asked to be told things at. Without either there is nowhere to send it, and the caller is told so.
import { alertAddresses } from '../sms/staff-alerts.js';
import { parseContacts } from '../settings/building-settings.repository.js';

const BILLING_ROLE = /bill|invoice|account|financ|factur|fatura|comptab|rechnung|buchhalt|contab/i;

export function invoiceRecipients(building: { contacts: string; notify_email: string }): string[] {
  const billing = parseContacts(building.contacts)
    .map((contact) => contact.split('#'))
    .filter(([, role = '']) => BILLING_ROLE.test(role))
    .flatMap(([, , , email = '']) => alertAddresses(email));
  return billing.length > 0 ? [...new Set(billing)] : alertAddresses(building.notify_email);
}
