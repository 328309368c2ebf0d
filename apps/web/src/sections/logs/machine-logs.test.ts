import { MACHINE_EVENT_KINDS } from '@bluemanager/protocol';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { logsDe } from './i18n/de';
import { logsEn } from './i18n/en';
import { logsFr } from './i18n/fr';
import { logsPt } from './i18n/pt';
import {
  asMachineFilters,
  EMPTY_MACHINE_FILTERS,
  machineFilterParams,
  nextMachineFilters,
} from './machine-log-filters';
import { machineEntryText } from './machine-log-text';

let en: TFunction;
let fr: TFunction;

beforeAll(async () => {
  const make = async (language: string, texts: object) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation: { logs: texts } } },
      interpolation: { escapeValue: false },
    });
    return instance.t;
  };
  en = await make('en', logsEn);
  fr = await make('fr', logsFr);
});

describe('the log model in four languages', () => {
  it('words every log key in every language', () => {
    for (const texts of [logsEn, logsFr, logsDe, logsPt]) {
      expect(Object.keys(texts.machine.keys).sort()).toEqual([...MACHINE_EVENT_KINDS].sort());
    }
  });

  it("words an entry with its compartment and appended words, and '[machine-abnormal-parcel-order-complate]'", () => {
    expect(
      machineEntryText(en, { kind: 'door-forced', text: 'Door forced open', detail: '', compartment: 'A02' }),
    ).toBe('Door forced open: compartment A02');
    expect(
      machineEntryText(fr, {
        kind: 'network-changed',
        text: 'Network changed: ethernet → cellular',
        detail: 'ethernet → cellular',
        compartment: null,
      }),
    ).toBe('Réseau changé : réseau filaire → réseau mobile');
    expect(
      machineEntryText(en, {
        kind: 'machine-abnormal-parcel-order-complate',
        text: 'Abnormal parcel order completed: parcel 42, damaged box',
        detail: 'parcel 42, damaged box',
        compartment: 'A03',
      }),
    ).toBe('Abnormal parcel order completed: compartment A03, parcel 42, damaged box');
    expect(machineEntryText(en, { kind: 'online', text: 'Back online', detail: '', compartment: null })).toBe(
      'Back online',
    );
  });

  it("falls back to the server's English for a key it does not know", () => {
    expect(
      machineEntryText(fr, {
        kind: 'reboot',
        text: 'reboot: watchdog',
        detail: 'watchdog',
        compartment: null,
      }),
    ).toBe('reboot: watchdog');
  });
});

describe('the machine log filters', () => {
  it('keeps what the act takes and empties the locker when the building changes', () => {
    expect(machineFilterParams(EMPTY_MACHINE_FILTERS)).toEqual({});
    const filters = asMachineFilters({ buid: '4', uuid: 'abc', category: 'power', severity: 'error' });
    expect(machineFilterParams(filters)).toEqual({
      buid: 4,
      uuid: 'abc',
      category: 'power',
      severity: 'error',
    });
    expect(asMachineFilters({ category: 'weather', severity: 'fatal', buid: 'x' })).toEqual(
      EMPTY_MACHINE_FILTERS,
    );
    expect(nextMachineFilters(filters, { ...filters, buid: '5' }).uuid).toBe('');
    expect(nextMachineFilters(filters, { ...filters, severity: 'info' }).uuid).toBe('abc');
  });
});
