import { describe, expect, it } from 'vitest';
import { nextSort, pageSelection, togglePage } from '../../shared/data-table/selection';
import { actionApplies } from './parcel-actions';
import { EMPTY_FILTERS, exportQuery, filterParams, filterProblems, filtersFromRoute } from './parcel-filters';
import { parcelNotes } from './parcel-notes';
import { lockerPlace } from './parcel-row';
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
  it('takes anything else as a text search', () => {
    expect(filtersFromRoute('514555')).toEqual({ ...EMPTY_FILTERS, s: '514555' });
    expect(filtersFromRoute('[1]')).toEqual({ ...EMPTY_FILTERS, s: '[1]' });
    expect(filtersFromRoute(undefined)).toEqual(EMPTY_FILTERS);
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
