import { describe, expect, it } from 'vitest';
import { fieldsWithIssues } from '../../test/resolve-form';
import { compartmentView, gridCounts, isSizeKnown } from './compartment-cell';
import { machineWritesShown, mayWriteFleet } from './fleet-writes';
import { relativeTime } from './heartbeat';
import { asFilters, EMPTY_FILTERS, filterParams, serverSort } from './machine-filters';
import {
  compartmentMapping,
  compartmentParams,
  createMapping,
  createParams,
  editDraftOf,
  editMapping,
  updateParams,
} from './machine-forms';
import { machineNameParts, readableMachineName } from '../../format/machine-name';
import { renameForBuilding } from './machine-name';
import { connectionState, reportingState } from './machine-state';

describe('machine names (spec §3: parts separated by #)', () => {
  it('shows the parts readably', () => {
    expect(machineNameParts('Maple Court#Lobby')).toEqual(['Maple Court', 'Lobby']);
    expect(readableMachineName('Maple Court#Lobby')).toBe('Maple Court · Lobby');
    expect(readableMachineName(' A # B #')).toBe('A · B');
    expect(readableMachineName('Lobby')).toBe('Lobby');
    expect(readableMachineName('##')).toBe('##');
  });

  it('keeps the building part in step with a move, and leaves other names alone', () => {
    expect(renameForBuilding('Maple Court#Lobby', 'Maple Court', 'Bow River Lofts')).toBe(
      'Bow River Lofts#Lobby',
    );
    expect(renameForBuilding('Lobby', 'Maple Court', 'Bow River Lofts')).toBe('Lobby');
    expect(renameForBuilding('Tower#Lobby', 'Maple Court', 'Bow River Lofts')).toBe('Tower#Lobby');
  });
});

describe('the connection badge', () => {
  it("follows spec §5's offline rule, out of service and retired first", () => {
    const seen = '2026-03-01T11:00:00Z';
    expect(connectionState({ offline: false, run_sts: '1', retired: false, last_seen: seen })).toBe('online');
    expect(connectionState({ offline: true, run_sts: '1', retired: false, last_seen: seen })).toBe('offline');
    expect(connectionState({ offline: false, run_sts: '0', retired: false, last_seen: seen })).toBe(
      'outOfService',
    );
    expect(connectionState({ offline: false, run_sts: '0', retired: true, last_seen: seen })).toBe('retired');
  });

  it('says "never connected" for a machine that has not sent one heartbeat yet', () => {
    expect(connectionState({ offline: true, run_sts: '1', retired: false, last_seen: null })).toBe(
      'neverConnected',
    );
    expect(reportingState({ status: '0', last_seen: null })).toBe('never');
    expect(reportingState({ status: '0', last_seen: '2026-03-01T11:00:00Z' })).toBe('silent');
    expect(reportingState({ status: '101', last_seen: '2026-03-01T11:00:00Z' })).toBe('reporting');
  });
});

describe('the last heartbeat', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('reads as the largest whole unit in the language', () => {
    expect(relativeTime('2026-03-01T11:59:30Z', now, 'en')).toBe('30 seconds ago');
    expect(relativeTime('2026-03-01T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(relativeTime('2026-03-01T09:30:00Z', now, 'en')).toBe('2 hours ago');
    expect(relativeTime('2026-02-27T12:00:00Z', now, 'en')).toBe('2 days ago');
    expect(relativeTime('2026-02-28T12:00:00Z', now, 'fr')).toBe('hier');
    expect(relativeTime('2026-03-01T12:00:05Z', now, 'en')).toBe('now');
    expect(relativeTime('not a time', now, 'en')).toBeUndefined();
  });
});

describe('compartment cells', () => {
  const cell = { state: 'free', door: 'closed', size: 'M', out_of_service: false };
  it('tells every state in a tone, a jammed door first', () => {
    expect(compartmentView(cell).tone).toBe('success');
    expect(compartmentView({ ...cell, state: 'occupied' }).tone).toBe('primary');
    expect(compartmentView({ ...cell, door: 'open', state: 'occupied' }).tone).toBe('warning');
    expect(compartmentView({ ...cell, state: 'disabled', out_of_service: true })).toMatchObject({
      tone: 'secondary',
      outOfService: true,
    });
    expect(compartmentView({ ...cell, state: 'disabled', door: 'jammed', out_of_service: true }).tone).toBe(
      'danger',
    );
    expect(compartmentView({ ...cell, door: 'humming' }).door).toBe('jammed');
  });

  it("reads a size containing '-1' as undefined (spec §3)", () => {
    expect(isSizeKnown('M')).toBe(true);
    expect(isSizeKnown('-1')).toBe(false);
    expect(isSizeKnown('XL-1')).toBe(false);
    expect(compartmentView({ ...cell, size: '-1' }).sizeKnown).toBe(false);
  });

  it('counts the grid', () => {
    expect(
      gridCounts([
        cell,
        { ...cell, state: 'occupied' },
        { ...cell, state: 'disabled', out_of_service: true },
        { ...cell, door: 'jammed' },
      ]),
    ).toEqual({ total: 4, free: 2, occupied: 1, outOfService: 1, attention: 1 });
  });
});

describe('who sees the machine writes', () => {
  it('only a system admin of the operator, and never on a retired machine', () => {
    expect(mayWriteFleet({ level: '10', bPartner: false })).toBe(true);
    expect(mayWriteFleet({ level: '10', bPartner: true })).toBe(false);
    expect(mayWriteFleet({ level: '1', bPartner: false })).toBe(false);
    expect(mayWriteFleet({ level: '5', bPartner: false })).toBe(false);
    expect(machineWritesShown({ level: '10', bPartner: false }, { retired: true })).toBe(false);
    expect(machineWritesShown({ level: '10', bPartner: false }, { retired: false })).toBe(true);
  });
});

describe('the list filters', () => {
  it('leave empty fields out of the act parameters', () => {
    expect(filterParams(EMPTY_FILTERS)).toEqual({ online: 'all', retired: false });
    expect(
      filterParams({ ...EMPTY_FILTERS, q: ' lobby ', buid: '7', mm: '13', family: 'miniBox', run_sts: '0' }),
    ).toEqual({
      online: 'all',
      retired: false,
      q: 'lobby',
      buid: 7,
      mm: 13,
      family: 'miniBox',
      run_sts: '0',
    });
  });

  it('read unknown values as "all"', () => {
    expect(
      asFilters({ buid: 'x', mm: '1', family: 'boat', online: 'offline', run_sts: '2', retired: true }),
    ).toEqual({
      ...EMPTY_FILTERS,
      mm: '1',
      online: 'offline',
      retired: true,
    });
    expect(serverSort('last_seen')).toBe('last_seen');
    expect(serverSort('bogus')).toBe('name');
  });
});

describe('the machine forms', () => {
  it('name the missing fields of a new machine', async () => {
    expect(await fieldsWithIssues(createMapping, { model_id: '', buid: '', place: ' ' })).toEqual([
      'buid',
      'model_id',
      'place',
    ]);
    expect(await fieldsWithIssues(createMapping, { model_id: '2', buid: '5', place: 'Lobby' })).toEqual([]);
    expect(createParams({ model_id: '2', buid: '5', place: ' Lobby ' })).toEqual({
      model_id: '2',
      buid: '5',
      place: 'Lobby',
    });
  });

  const machine = { uuid: 'u1', name: 'Maple Court#Lobby', buid: 4, run_sts: '1' };
  it('send only what an edit changed', async () => {
    const draft = editDraftOf(machine);
    expect(draft).toEqual({ name: 'Maple Court#Lobby', buid: '4', inService: true });
    expect(updateParams(machine, draft)).toBeUndefined();
    expect(updateParams(machine, { ...draft, inService: false })).toEqual({ uuid: 'u1', run_sts: '0' });
    expect(updateParams(machine, { ...draft, name: 'X#Y', buid: '9' })).toEqual({
      uuid: 'u1',
      name: 'X#Y',
      buid: '9',
    });
    expect(await fieldsWithIssues(editMapping(machine), { ...draft, name: '   ' })).toEqual(['name']);
    expect(await fieldsWithIssues(editMapping(machine), draft)).toEqual([]);
  });

  it('send only what a compartment correction changed', async () => {
    const compartment = {
      id: 3,
      label: 'A1',
      size: '-1',
      category: 'parcel',
      state: 'free',
      occupied: false,
      door: 'closed',
      out_of_service: false,
    };
    const draft = { outOfService: false, size: '-1', category: 'parcel' };
    expect(compartmentParams(compartment, draft)).toBeUndefined();
    expect(
      compartmentParams(compartment, { ...draft, outOfService: true, size: 'L ', category: 'cold' }),
    ).toEqual({
      id: 3,
      out_of_service: true,
      size: 'L',
      category: 'cold',
    });
    expect(compartmentParams(compartment, { ...draft, category: 'boat' })).toBeUndefined();
    expect(
      await fieldsWithIssues(compartmentMapping(compartment), { ...draft, size: 'x'.repeat(17) }),
    ).toEqual(['size']);
  });
});
