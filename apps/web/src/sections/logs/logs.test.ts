import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeRows, valueText } from './change-values';
import { logsEn } from './i18n/en';
import { logsFr } from './i18n/fr';
import { asFilters, EMPTY_FILTERS, filterParams } from './member-log-filters';
import { actorText, entryText } from './member-log-text';
import { localDayBound, periodProblem } from './period';
import { readableText } from './readable-text';

const translators: Record<'en' | 'fr', TFunction> = {} as Record<'en' | 'fr', TFunction>;

beforeAll(async () => {
  for (const [language, texts] of [
    ['en', logsEn],
    ['fr', logsFr],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation: { logs: texts } } },
      interpolation: { escapeValue: false },
    });
    translators[language] = instance.t;
  }
});

describe('stored texts read without their separators', () => {
  it("turns a name's '#' and an address's '|' into words", () => {
    expect(readableText('Maple Court#Lobby')).toBe('Maple Court · Lobby');
    expect(readableText('A03 of Maple Court#Lobby')).toBe('A03 of Maple Court · Lobby');
    expect(readableText('1 Main St|Toronto|ON|M5J 2R9|Canada')).toBe(
      '1 Main St, Toronto, ON, M5J 2R9, Canada',
    );
    expect(readableText('plain')).toBe('plain');
  });
});

describe("an entry in the reader's language", () => {
  const entry = {
    operation: 'building-settings-updated',
    target: 'Maple Court',
    detail: 'overdue_hours, reminder_limit',
    message: 'Settings of building Maple Court updated: overdue_hours, reminder_limit',
  };

  it('words the operation and the changed fields, in English and French', () => {
    expect(entryText(translators.en, entry)).toBe(
      'Settings of building Maple Court updated: Overdue after (hours), Reminders at most',
    );
    expect(entryText(translators.fr, entry)).toBe(
      'Réglages de l’immeuble Maple Court modifiés : En retard après (heures), Rappels au plus',
    );
  });

  it("says a failed login as spec §3's template does, and keeps a typed detail as written", () => {
    expect(
      entryText(translators.en, { operation: 'login-failed', target: 'admin', detail: '', message: '' }),
    ).toBe('User admin login failed');
    expect(
      entryText(translators.en, {
        operation: 'parcel-returned',
        target: '42',
        detail: 'wrong address',
        message: 'Parcel 42 returned to carrier: wrong address',
      }),
    ).toBe('Parcel 42 returned to carrier: wrong address');
  });

  it("falls back to the server's English, made readable, for a key it does not know", () => {
    expect(
      entryText(translators.fr, {
        operation: 'machine-restarted',
        target: 'Maple Court#Lobby',
        detail: '',
        message: 'Machine Maple Court#Lobby restarted',
      }),
    ).toBe('Machine Maple Court · Lobby restarted');
  });

  it('names lockers and the portal, never by uuid or job code alone', () => {
    expect(actorText(translators.en, { actor_kind: 'locker', actor: 'Maple Court#Lobby' })).toBe(
      'Locker Maple Court · Lobby',
    );
    expect(actorText(translators.en, { actor_kind: 'locker', actor: '' })).toBe('A locker');
    expect(actorText(translators.en, { actor_kind: 'system', actor: 'sweep' })).toBe(
      'The portal (parcel sweep)',
    );
    expect(actorText(translators.en, { actor_kind: 'user', actor: 'bdadmin' })).toBe('bdadmin');
  });
});

describe('before and after values', () => {
  it('lists each changed field with its values, worded', () => {
    expect(
      changeRows(
        translators.en,
        { state: 'pending', contacts: [] },
        { state: 'collected', contacts: ['Dana#Super#416#d@x.example'] },
      ),
    ).toEqual([
      { field: 'state', label: 'State', before: 'pending', after: 'collected' },
      { field: 'contacts', label: 'Contacts', before: '(empty)', after: 'Dana · Super · 416 · d@x.example' },
    ]);
    expect(changeRows(translators.en, null, { some_flag: true })).toEqual([
      { field: 'some_flag', label: 'Some flag', before: '(empty)', after: 'Yes' },
    ]);
    expect(valueText(translators.en, 48)).toBe('48');
  });
});

describe('the filters and the period', () => {
  it("sends a local day's bounds as UTC and leaves empty filters out", () => {
    const start = localDayBound('2026-11-24', 'start');
    const end = localDayBound('2026-11-24', 'end');
    expect(start).toBe(new Date('2026-11-24T00:00:00').toISOString().slice(0, 19).replace('T', ' '));
    expect(end).toBe(new Date('2026-11-24T23:59:59').toISOString().slice(0, 19).replace('T', ' '));
    expect(localDayBound('24/11/2026', 'start')).toBeUndefined();
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
    expect(
      filterParams(
        asFilters({ q: ' failed ', category: 'Login', actor: 'bd', buid: '3', from: '2026-11-24' }),
      ),
    ).toEqual({ q: 'failed', category: 'Login', actor: 'bd', buid: 3, from: start });
    expect(asFilters({ category: 'Nope', buid: 'x' })).toEqual(EMPTY_FILTERS);
  });

  it('refuses an end before the start', () => {
    expect(periodProblem('2026-11-24', '2026-11-23')).toBe('toBeforeFrom');
    expect(periodProblem('2026-11-24', '2026-11-24')).toBeUndefined();
    expect(periodProblem('', '2026-11-23')).toBeUndefined();
  });
});
