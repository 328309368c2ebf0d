import { describe, expect, it } from 'vitest';
import { fieldsWithIssues as marked } from '../../test/resolve-form';
import { panelOf } from './panels';
import {
  draftOf,
  fieldOfParam,
  issueKind,
  paramsOf,
  settingsMapping,
  type SettingsDraft,
} from './settings-form';

const fieldsWithIssues = (draft: SettingsDraft, operator: boolean) =>
  marked(settingsMapping(7, operator), draft);

const building = {
  buid: 7,
  bname: 'Maple Court',
  baddr: '12 Maple St|Toronto|ON|M5V 2T6|Canada',
  address: '12 Maple St|Toronto|ON|M5V 2T6|Canada',
  partner: '',
  timezone: 'America/Toronto',
  contacts: ['Ana Lima#Concierge#5145550123#ana@example.com', 'Bo##'],
  overdue_hours: 72,
  reminder_every_hours: 24,
  reminder_limit: 3,
  notify_language: 'fr',
  notify: { offline: true, faults: false, overdue: true, join_requests: true, email: '' },
  lockers: [],
  pending_join_requests: 2,
  updated_at: null,
};

describe('the building settings form', () => {
  it('splits the address and contacts into their parts', () => {
    const draft = draftOf(building);
    expect(draft.address).toEqual(['12 Maple St', 'Toronto', 'ON', 'M5V 2T6', 'Canada']);
    expect(draft.contacts[0]).toEqual({
      name: 'Ana Lima',
      role: 'Concierge',
      phone: '5145550123',
      email: 'ana@example.com',
    });
    expect(draft.contacts[1]).toEqual({ name: 'Bo', role: '', phone: '', email: '' });
    expect(draft.overdue_hours).toBe('72');
    expect(draft.notify_language).toBe('fr');
  });

  it('sends the operator fields only for system admins', () => {
    const draft = draftOf(building);
    expect(paramsOf(7, draft, false)).not.toHaveProperty('bname');
    expect(paramsOf(7, draft, false)).not.toHaveProperty('baddr');
    const operator = paramsOf(7, draft, true);
    expect(operator.baddr).toBe(building.baddr);
    expect(operator.timezone).toBe('America/Toronto');
    expect(operator.contacts).toEqual(['Ana Lima#Concierge#5145550123#ana@example.com', 'Bo###']);
  });

  it('validates with the act schema and puts each issue on the field that shows it', async () => {
    const draft = {
      ...draftOf(building),
      overdue_hours: '2.5',
      reminder_limit: '',
      contacts: [{ name: ' ', role: 'x', phone: '', email: '' }],
    };
    expect(await fieldsWithIssues(draft, false)).toEqual([
      'contacts.0.name',
      'overdue_hours',
      'reminder_limit',
    ]);
    expect(await fieldsWithIssues(draftOf(building), true)).toEqual([]);
    const address = { ...draftOf(building), address: ['a', '', 'c', 'd', 'e'] as SettingsDraft['address'] };
    expect(await fieldsWithIssues(address, true)).toEqual(['address']);
    // A partner's form does not send the address, so it cannot fail on it.
    expect(await fieldsWithIssues(address, false)).toEqual([]);
  });

  it("names the field of each of the server's parameter paths, and the message of each field", () => {
    expect(fieldOfParam('contacts.3')).toBe('contacts.3.name');
    expect(fieldOfParam('baddr')).toBe('address');
    expect(fieldOfParam('notify.email')).toBe('notify.email');
    expect(issueKind('overdue_hours')).toBe('range');
    expect(issueKind('contacts.3.name')).toBe('contact');
    expect(issueKind('notify.email')).toBe('email');
    expect(issueKind('address')).toBe('address');
    expect(issueKind('whatever')).toBe('other');
  });
});

describe('the building page panels', () => {
  it('opens join requests from the bell and the overview for panel=false or none', () => {
    expect(panelOf('requests')).toBe('requests');
    expect(panelOf('settings')).toBe('settings');
    expect(panelOf('false')).toBe('overview');
    expect(panelOf(null)).toBe('overview');
    expect(panelOf('bogus')).toBe('overview');
  });
});
