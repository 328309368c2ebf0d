// The pure pieces of the parcel lifecycle and its messages.
import { describe, expect, it } from 'vitest';
import { defaultTemplateRows } from '../../src/sections/sms/default-templates.js';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGUAGES,
} from '../../src/sections/sms/notification-kinds.js';
import { placeholdersIn, renderTemplate, templateProblems } from '@bluemanager/protocol';
import { localTime } from '../../src/sections/sms/render-template.js';
import { ftsPhrase } from '../../src/sections/parcels/parcel-search-index.js';
import { hashPickupCode, newPickupCode } from '../../src/sections/parcels/pickup-code.js';
import { nextReminderAt } from '../../src/sections/parcels/reminder-schedule.js';

describe('message templates', () => {
  it('fills known placeholders and leaves other braces alone', () => {
    expect(
      renderTemplate('Code {code} for {recipient} {unknown}', { code: '123456', recipient: 'Ann' }),
    ).toBe('Code 123456 for Ann {unknown}');
    expect(renderTemplate('{code}', {})).toBe('');
  });

  it('names the placeholders a template must not use, and the ones its event needs', () => {
    expect(placeholdersIn('Hi {recipient}, {pin} {code} {}')).toEqual(['recipient', 'pin', 'code', '']);
    const template = { event: 'deposited', channel: 'sms', subject: '{pin}', body: 'Hi {recipient} {}' };
    expect(templateProblems(template)).toEqual([
      { path: 'subject', kind: 'unknown', names: ['pin'], message: expect.stringContaining('{pin}') },
      { path: 'body', kind: 'unknown', names: [''], message: expect.stringContaining('{}') },
      { path: 'body', kind: 'missing', names: ['code'], message: 'The deposited message must say {code}.' },
    ]);
    expect(templateProblems({ ...template, subject: '', body: 'Code {code}' })).toEqual([]);
  });

  it('has a default for every event, language and channel, using only known placeholders', () => {
    const rows = defaultTemplateRows('2026-01-01T00:00:00.000Z');
    expect(rows).toHaveLength(
      NOTIFICATION_EVENTS.length * NOTIFICATION_LANGUAGES.length * NOTIFICATION_CHANNELS.length,
    );
    for (const row of rows) expect(templateProblems(row)).toEqual([]);
    const withCode = rows.filter((row) => row.event === 'deposited' || row.event === 'code-resent');
    expect(withCode.every((row) => row.body.includes('{code}'))).toBe(true);
  });

  it("writes times in the building's time zone", () => {
    expect(localTime('2026-11-01T12:00:00.000Z', 'America/Toronto')).toBe('2026-11-01 07:00');
    expect(localTime(null, 'America/Toronto')).toBe('');
  });
});

describe('pickup codes', () => {
  it('are six digits, hashed per machine', () => {
    for (let i = 0; i < 50; i++) expect(newPickupCode()).toMatch(/^\d{6}$/);
    expect(hashPickupCode(1, '123456')).not.toBe(hashPickupCode(2, '123456'));
    expect(hashPickupCode(1, '123456')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('reminder schedule', () => {
  const from = new Date('2026-11-01T00:00:00.000Z');
  const due = '2026-11-04T00:00:00.000Z';
  it('falls every n hours while reminders are left and the parcel is not due', () => {
    const schedule = { reminder_every_hours: 24, reminder_limit: 2 };
    expect(nextReminderAt(from, 0, due, schedule)).toBe('2026-11-02T00:00:00.000Z');
    expect(nextReminderAt(from, 2, due, schedule)).toBeNull();
    expect(nextReminderAt(new Date('2026-11-03T01:00:00.000Z'), 1, due, schedule)).toBeNull();
    expect(nextReminderAt(from, 0, due, { reminder_every_hours: 0, reminder_limit: 2 })).toBeNull();
    expect(nextReminderAt(from, 0, null, schedule)).toBeNull();
  });
});

describe('search phrases', () => {
  it('quote the text so FTS5 takes every character literally', () => {
    expect(ftsPhrase('a"b OR c')).toBe('"a""b OR c"');
  });
});
