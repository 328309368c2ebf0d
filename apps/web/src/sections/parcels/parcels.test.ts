import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { nextSort, pageSelection, togglePage } from '../../shared/data-table/selection';
import { actionApplies } from './parcel-actions';
import { EMPTY_FILTERS, exportQuery, filterParams, filterProblems, filtersFromRoute } from './parcel-filters';
import { parcelNotes } from './parcel-notes';
import { lockerPlace } from './parcel-row';
import {
  DEFAULT_VIEW,
  parcelSegmentOf,
  routeOfView,
  sameView,
  viewFromRoute,
  type ParcelView,
} from './parcel-view';
import { parcelsEn } from './i18n/en';
import { parcelsFr } from './i18n/fr';
import { timelineText } from './timeline-text';
import { changeConcerns, isParcelChange } from './use-parcel-events';

describe('parcel notes (spec §3)', () => {
  it('splits on # with N/A fallbacks and decodes the escapes', () => {
    expect(parcelNotes('Fragile!!glass!!#50== off]]')).toEqual(['Fragile"glass"', '50% off*']);
    expect(parcelNotes('#second')).toEqual(['N/A', 'second']);
    expect(parcelNotes('only one')).toEqual(['only one', 'N/A']);
    expect(parcelNotes('')).toEqual(['N/A', 'N/A']);
  });
});

describe('the /parcels route (spec §2)', () => {
  it('pre-fills the filters from JSON', () => {
    expect(filtersFromRoute('{"buid":3,"c":"ups","p":"","id":"","overtime":true,"muuid":"m-1"}')).toEqual({
      ...EMPTY_FILTERS,
      buid: '3',
      c: 'ups',
      overtime: true,
      muuid: 'm-1',
    });
    expect(filtersFromRoute('{"buid":"","c":"","p":"","id":"42","email":"a@b.c"}')).toMatchObject({
      id: '42',
      email: 'a@b.c',
    });
  });
  it('reads every filter of a link, and drops what a form could not hold', () => {
    expect(
      filtersFromRoute(
        '{"abnormal":1,"unattended":"true","from":"2026-01-02","to":"yesterday","s":"Ada","buid":"x","state":"lost"}',
      ),
    ).toEqual({ ...EMPTY_FILTERS, abnormal: true, unattended: true, from: '2026-01-02', s: 'Ada' });
  });
  it('takes anything else as a text search', () => {
    expect(filtersFromRoute('514555')).toEqual({ ...EMPTY_FILTERS, s: '514555' });
    expect(filtersFromRoute('[1]')).toEqual({ ...EMPTY_FILTERS, s: '[1]' });
    expect(filtersFromRoute(undefined)).toEqual(EMPTY_FILTERS);
  });
});

describe('the view in the address (filters, sort and page)', () => {
  const decoded = (route: string) => parcelSegmentOf(`#${route}`);
  const views: ParcelView[] = [
    DEFAULT_VIEW,
    { ...DEFAULT_VIEW, offset: 50 },
    { ...DEFAULT_VIEW, sort: { key: 'id', dir: 'asc' } },
    {
      filters: {
        ...EMPTY_FILTERS,
        buid: '3',
        muuid: 'MPL-01',
        c: 'ups',
        p: '514',
        email: 'a@b.c',
        id: '42',
        state: 'pending',
        overtime: true,
        abnormal: true,
        unattended: true,
        from: '2026-01-01',
        to: '2026-01-31',
        s: 'Ada "Lovelace" # 100% {x}/?',
      },
      sort: { key: 'carrier', dir: 'desc' },
      offset: 75,
    },
  ];
  it('round-trips every view through its route', () => {
    for (const view of views) expect(viewFromRoute(decoded(routeOfView(view)))).toEqual(view);
  });
  it('writes bare /parcels for the default view and the spec’s fields first otherwise', () => {
    expect(routeOfView(DEFAULT_VIEW)).toBe('/parcels');
    const route = routeOfView({ ...DEFAULT_VIEW, filters: { ...EMPTY_FILTERS, unattended: true } });
    expect(route).toBe(
      `/parcels/${encodeURIComponent('{"buid":"","c":"","p":"","id":"","unattended":true}')}`,
    );
    expect(routeOfView({ ...DEFAULT_VIEW, filters: { ...EMPTY_FILTERS, buid: '7' } })).toBe(
      `/parcels/${encodeURIComponent('{"buid":7,"c":"","p":"","id":""}')}`,
    );
  });
  it('reads the spec’s links and the text route as the same views they always were', () => {
    const spec = viewFromRoute('{"buid":"","c":"","p":"","id":"42"}');
    expect(spec).toEqual({ ...DEFAULT_VIEW, filters: { ...EMPTY_FILTERS, id: '42' } });
    expect(sameView(viewFromRoute(decoded(routeOfView(spec))), spec)).toBe(true);
    expect(viewFromRoute('FedEx')).toEqual({ ...DEFAULT_VIEW, filters: { ...EMPTY_FILTERS, s: 'FedEx' } });
  });
  it('falls back to the defaults for a sort, direction or page it cannot use', () => {
    expect(viewFromRoute('{"sort":"price","dir":"up","m":-5}')).toEqual(DEFAULT_VIEW);
    expect(viewFromRoute('{"m":"99999"}').offset).toBe(10_000);
    expect(viewFromRoute('{"m":2.5}').offset).toBe(0);
  });
  it('finds the parcel route in a hash, and nothing in another route', () => {
    expect(parcelSegmentOf('#/parcels')).toBe('');
    expect(parcelSegmentOf('#/parcels/100%25')).toBe('100%');
    expect(parcelSegmentOf('#/parcels/100%')).toBe('100%');
    expect(parcelSegmentOf('#/dashboard')).toBeUndefined();
    expect(parcelSegmentOf('#/parcelsX')).toBeUndefined();
  });
});

describe('the timeline in the user’s language', () => {
  const translator = async (language: 'en' | 'fr') => {
    const i18n = createInstance();
    await i18n.init({
      lng: language,
      fallbackLng: 'en',
      showSupportNotice: false,
      interpolation: { escapeValue: false },
      resources: {
        en: { translation: { parcels: parcelsEn } },
        fr: { translation: { parcels: parcelsFr } },
      },
    });
    return i18n.t;
  };
  const entry = (operation: string, detail = '', message = `logged ${operation}`) => ({
    operation,
    target: '42',
    detail,
    message,
  });
  it('words each parcel operation from its key, with the detail after it', async () => {
    const fr = await translator('fr');
    expect(timelineText(fr, entry('parcel-deposited'))).toBe('Colis 42 déposé');
    expect(timelineText(fr, entry('parcel-flagged-abnormal', 'Porte <ouverte>'))).toBe(
      'Colis 42 signalé en anomalie : Porte <ouverte>',
    );
    const en = await translator('en');
    expect(timelineText(en, entry('parcel-collected'))).toBe('Parcel 42 collected');
    const extended = timelineText(en, entry('parcel-extended', 'due 2026-03-01T10:00:00.000Z'));
    expect(extended).toMatch(/^Parcel 42 due time extended: due 2026-03-0[12] \d{2}:00:00$/);
  });
  it('falls back to the server’s message for a key it does not know', async () => {
    const fr = await translator('fr');
    expect(timelineText(fr, entry('parcel-teleported', '', 'Parcel 42 teleported'))).toBe(
      'Parcel 42 teleported',
    );
  });
});

describe('filter parameters', () => {
  it('leaves empty fields out and covers whole days', () => {
    expect(filterParams({ ...EMPTY_FILTERS, buid: '2', to: '2026-01-31', overtime: true })).toEqual({
      state: 'all',
      buid: 2,
      to: '2026-01-31 23:59:59',
      overtime: true,
    });
    expect(exportQuery({ ...EMPTY_FILTERS, c: 'ups', state: 'pending' })).toBe('state=pending&c=ups');
    expect(filterParams({ ...EMPTY_FILTERS, unattended: true, abnormal: true })).toEqual({
      state: 'all',
      abnormal: true,
      unattended: true,
    });
  });
  it('finds what the server would refuse', () => {
    expect(filterProblems({ ...EMPTY_FILTERS, p: '51', id: 'x', s: '7' })).toEqual({
      p: 'tooShort',
      id: 'notAnId',
    });
    expect(filterProblems({ ...EMPTY_FILTERS, from: '2026-02-01', to: '2026-01-01' })).toEqual({
      to: 'badRange',
    });
  });
});

describe('actions and selection', () => {
  it('offers only what the lifecycle allows', () => {
    expect(actionApplies('collect', { state: 'pending', abnormal: false })).toBe(true);
    expect(actionApplies('collect', { state: 'collected', abnormal: false })).toBe(false);
    expect(actionApplies('return', { state: 'expected', abnormal: false })).toBe(true);
    expect(actionApplies('flag', { state: 'pending', abnormal: true })).toBe(false);
    expect(actionApplies('clear', { state: 'pending', abnormal: true })).toBe(true);
  });
  it('selects and clears the visible page', () => {
    const all = togglePage(new Set([9]), [1, 2]);
    expect([...all]).toEqual([9, 1, 2]);
    expect(pageSelection(all, [1, 2])).toBe('all');
    expect(pageSelection(new Set([1]), [1, 2])).toBe('some');
    expect([...togglePage(all, [1, 2])]).toEqual([9]);
    expect(nextSort({ key: 'id', dir: 'desc' }, 'id')).toEqual({ key: 'id', dir: 'asc' });
    expect(nextSort({ key: 'id', dir: 'asc' }, 'due')).toEqual({ key: 'due', dir: 'desc' });
  });
});

describe('rows and live updates', () => {
  it('does not repeat a locker named like its building', () => {
    expect(lockerPlace({ bname: 'Maple Court', mname: 'Maple Court#Lobby', compartment: 'A05' })).toBe('A05');
    expect(lockerPlace({ bname: 'Maple Court', mname: 'Bike Storage', compartment: null })).toBe(
      'Bike Storage',
    );
  });
  it('refetches for a change on screen or a new deposit only', () => {
    const change = { parcelId: 7, buildingId: 1, kind: 'abnormal' };
    expect(isParcelChange(change)).toBe(true);
    expect(isParcelChange({ kind: 'abnormal' })).toBe(false);
    expect(changeConcerns(change, new Set([7]))).toBe(true);
    expect(changeConcerns(change, new Set([8]))).toBe(false);
    expect(changeConcerns({ ...change, kind: 'deposited' }, new Set())).toBe(true);
  });
});
