// The advertising pages' pure parts: an item's stored 'name|WxH' shown apart, schedules in words, where a group
// stands today, and the group and agent forms sending only what changed.
import { adGroupUpdateAct, type AdAgentItem, type AdGroupItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { agentDraftOf, updateAgentParams } from './agents/agent-form';
import { contractState } from './agents/agent-columns';
import { createGroupParams, emptyGroupDraft, groupDraftOf, updateGroupParams } from './groups/group-form';
import { sizeLabel, splitItemName } from './groups/picture-size';
import { daysText, hoursText, runState, weekdayName } from './groups/schedule-text';
import { targetsInFull, targetsText } from './groups/target-text';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const GROUP: AdGroupItem = {
  id: 4,
  agent_id: 1,
  agent: 'Maple Leaf Coffee',
  agent_active: true,
  gname: 'Winter warmers',
  maker: '1',
  sts: '1',
  hasAd: true,
  items: 3,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  weekdays: [1, 2, 3, 4, 5],
  hour_from: 6,
  hour_to: 11,
  weight: 30,
  buildings: [
    { buid: 9, bname: 'Maple Court', timezone: 'America/Toronto' },
    { buid: 3, bname: 'Bay Tower', timezone: 'America/Vancouver' },
  ],
  machines: [],
  screens: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('ad item names', () => {
  it("splits the picture size off after the last '|' and never shows the '|'", () => {
    expect(splitItemName('Maple latte|1080x1920')).toEqual({ name: 'Maple latte', size: '1080x1920' });
    expect(splitItemName('No size')).toEqual({ name: 'No size', size: '' });
    expect(sizeLabel('1080x1920')).toBe('1080 × 1920');
  });
});

describe('schedules', () => {
  it('names the days and hours', () => {
    expect(weekdayName(1, 'en', 'long')).toBe('Monday');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(daysText(t, [5, 4, 3, 2, 1], 'en')).toBe('adGroups.schedule.weekdays');
    expect(daysText(t, [1, 2, 3, 4, 5, 6, 7], 'en')).toBe('adGroups.schedule.everyDay');
    expect(daysText(t, [3, 1], 'en')).toBe('Mon, Wed');
    expect(hoursText(t, 0, 24)).toBe('adGroups.schedule.allDay');
    expect(hoursText(t, 6, 11)).toContain('"from":"06:00","to":"11:00"');
  });

  it('places a group in time: off, upcoming, running, ended', () => {
    expect(runState(GROUP, '2026-10-31')).toBe('upcoming');
    expect(runState(GROUP, '2026-11-01')).toBe('running');
    expect(runState(GROUP, '2026-12-31')).toBe('running');
    expect(runState(GROUP, '2027-01-01')).toBe('ended');
    expect(runState({ ...GROUP, sts: '0' }, '2026-11-15')).toBe('off');
  });
});

describe('the group form', () => {
  it('sends every field on create, as numbers in order', () => {
    const draft = {
      ...emptyGroupDraft('2026-11-25'),
      agent_id: '2',
      gname: ' Spring ',
      weekdays: ['5', '1'],
      buids: ['7', '3'],
    };
    expect(createGroupParams(draft)).toMatchObject({
      agent_id: '2',
      gname: 'Spring',
      sts: '1',
      weekdays: [1, 5],
      buids: [3, 7],
    });
  });

  it('sends only what changed on edit, and nothing when nothing did', () => {
    const draft = groupDraftOf(GROUP);
    expect(updateGroupParams(GROUP, draft)).toBeUndefined();
    expect(updateGroupParams(GROUP, { ...draft, buids: ['3', '9'] })).toBeUndefined();
    expect(updateGroupParams(GROUP, { ...draft, on: false, weight: '31' })).toEqual({
      id: 4,
      sts: '0',
      weight: '31',
    });
    expect(updateGroupParams(GROUP, { ...draft, buids: ['3'] })).toEqual({ id: 4, buids: [3], muuids: [] });
    expect(updateGroupParams(GROUP, { ...draft, muuids: ['u-2', 'u-1'], screen_ids: ['5'] })).toEqual({
      id: 4,
      buids: [3, 9],
      muuids: ['u-1', 'u-2'],
      screen_ids: [5],
    });
    // Neither a building nor a locker left: the act's own schema refuses it before anything is sent.
    const none = updateGroupParams(GROUP, { ...draft, buids: [] });
    expect(adGroupUpdateAct.params.safeParse(none).success).toBe(false);
    const targeted = { ...GROUP, machines: [{ uuid: 'u-1', name: 'A#B', buid: 9, bname: 'A' }] };
    expect(updateGroupParams(targeted, groupDraftOf(targeted))).toBeUndefined();
  });
});

describe('the targets in words', () => {
  const locker = { uuid: 'u-1', name: 'Maple Court#Lobby', buid: 9, bname: 'Maple Court' };
  const portrait = { id: 2, name: 'Portrait 32-inch', width: 1080, height: 1920, ad_size: '1080x1920' };

  it('names a few buildings, and counts once lockers or screens join them', () => {
    expect(targetsText(t, GROUP)).toBe('Maple Court, Bay Tower');
    expect(
      targetsText(t, { ...GROUP, machines: [locker, { ...locker, uuid: 'u-2' }], screens: [portrait] }),
    ).toBe(
      'adGroups.targets.buildings {"count":2}, adGroups.targets.lockers {"count":2}, adGroups.targets.screens {"sizes":"1080 × 1920"}',
    );
  });

  it('names a single locker by its place, never with its separator', () => {
    expect(targetsText(t, { ...GROUP, buildings: [], machines: [locker] })).toBe('Maple Court · Lobby');
    expect(targetsInFull(t, { ...GROUP, buildings: [], machines: [locker] })).not.toContain('#');
  });
});

describe('the agent form', () => {
  const agent: AdAgentItem = {
    id: 1,
    name: 'Harbour Fitness',
    gname: '',
    contact_name: 'Jordan',
    contact_email: '',
    contact_phone: '6045550127',
    contract_start: '2026-10-01',
    contract_end: null,
    active: true,
    groups: 1,
    created_at: '',
    updated_at: '',
  };

  it('reads the stored phone back as the same number, and sends a changed end', () => {
    const draft = agentDraftOf(agent);
    expect(draft.contact_phone).toBe('604-555-0127');
    expect(updateAgentParams(agent, draft)).toBeUndefined();
    expect(updateAgentParams(agent, { ...draft, contract_end: '2027-01-31' })).toEqual({
      id: 1,
      contract_end: '2027-01-31',
    });
    expect(updateAgentParams(agent, { ...draft, contact_phone: '' })).toEqual({ id: 1, contact_phone: '' });
  });

  it('places a contract in time', () => {
    expect(contractState(agent, '2026-09-30')).toBe('upcoming');
    expect(contractState(agent, '2030-01-01')).toBe('running');
    expect(contractState({ ...agent, contract_end: '2026-10-31' }, '2026-11-01')).toBe('ended');
  });
});
