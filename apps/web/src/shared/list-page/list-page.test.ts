import type { DataColumn } from '../data-table/data-table-types';
import { describe, expect, it } from 'vitest';
import { lockerLabel } from '../options/use-building-options';
import { collectRows, csvFileName, listCsv } from './list-csv';
import { queryViewAddress, type ListView } from './list-view';

interface Filters {
  [key: string]: string | boolean;
  q: string;
  retired: boolean;
}

const DEFAULT_VIEW: ListView<Filters> = {
  filters: { q: '', retired: false },
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};
const address = queryViewAddress({
  path: '/things',
  view: DEFAULT_VIEW,
  readFilters: (values) => ({ q: String(values.q ?? ''), retired: values.retired === true }),
  maxOffset: 100,
});

describe('a list view in the address', () => {
  it('writes only what differs from the default view, and reads it back', () => {
    expect(address.write(DEFAULT_VIEW)).toBe('/things');
    const view: ListView<Filters> = {
      filters: { q: 'maple', retired: true },
      sort: { key: 'building', dir: 'desc' },
      offset: 50,
    };
    const route = address.write(view);
    expect(route.startsWith('/things?view=')).toBe(true);
    expect(address.read(`#${route}`)).toEqual(view);
  });

  it('belongs to its own path only', () => {
    expect(address.read('#/other')).toBeUndefined();
    expect(address.read('#/things')).toEqual(DEFAULT_VIEW);
  });

  it('falls back to the defaults for a hand-edited address, and bounds the offset', () => {
    expect(address.read('#/things?view=%7Bnot-json')).toEqual(DEFAULT_VIEW);
    const read = address.read(`#/things?view=${encodeURIComponent('{"offset":9999,"sort":{"key":"x"}}')}`);
    expect(read?.offset).toBe(100);
    expect(read?.sort).toEqual(DEFAULT_VIEW.sort);
    const negative = address.read(`#/things?view=${encodeURIComponent('{"offset":-5}')}`);
    expect(negative?.offset).toBe(0);
  });
});

describe('the CSV export of a list', () => {
  const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));
  const fetchPage = async (offset: number, count: number) => ({
    items: rows.slice(offset, offset + count),
    total: rows.length,
  });

  it('fetches every page of the filter', async () => {
    const { rows: all, capped } = await collectRows(fetchPage, 3);
    expect(all.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(capped).toBe(false);
  });

  it('stops at the bound and says so', async () => {
    const { rows: some, capped } = await collectRows(fetchPage, 3, 5);
    expect(some).toHaveLength(5);
    expect(capped).toBe(true);
  });

  it('writes the columns that say how, with their headers, quoted and defused', () => {
    const columns: DataColumn<{ id: number; name: string }>[] = [
      { id: 'id', header: 'Id', cell: (row) => row.id, csv: (row) => row.id },
      { id: 'name', header: 'Name', cell: (row) => row.name, csv: (row) => row.name },
      { id: 'menu', header: 'Menu', cell: () => null },
    ];
    expect(
      listCsv(columns, [
        { id: 1, name: 'Court, The' },
        { id: 2, name: '=cmd()' },
      ]),
    ).toBe('Id,Name\r\n1,"Court, The"\r\n2,\'=cmd()\r\n');
    expect(csvFileName('machine', new Date(2026, 10, 5))).toBe('machine-2026-11-05.csv');
  });
});

describe('a locker in a filter', () => {
  it('is named once: the place within a chosen building, building and place otherwise', () => {
    const locker = { name: 'Maple Court#Lobby', bname: 'Maple Court' };
    expect(lockerLabel(locker, true)).toBe('Lobby');
    expect(lockerLabel(locker, false)).toBe('Maple Court · Lobby');
    // A locker named after its building alone: never "Maple Court (Maple Court)".
    expect(lockerLabel({ name: 'Maple Court', bname: 'Maple Court' }, false)).toBe('Maple Court');
    expect(lockerLabel({ name: 'Garage', bname: 'Maple Court' }, false)).toBe('Maple Court · Garage');
  });
});
