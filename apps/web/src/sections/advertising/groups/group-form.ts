// The ad group form as plain data: what it edits and the act parameters it sends (an edit sends only what
// changed); its mapping hands them to react-hook-form, which validates them with the act's own schema.
import { adGroupCreateAct, adGroupUpdateAct, type ActParams, type AdGroupItem } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../../shared/form/act-form';

export interface GroupDraft {
  agent_id: string;
  gname: string;
  on: boolean;
  start_date: string;
  end_date: string;
  /** The checked days, as the checkboxes give them ('1' Monday … '7' Sunday). */
  weekdays: string[];
  hour_from: string;
  hour_to: string;
  weight: string;
  /** The checked buildings' uids. */
  buids: string[];
  /** The lockers targeted one by one, by uuid (the act's own names for them). */
  muuids: string[];
  /** The checked screen layouts' ids; none: any screen. */
  screen_ids: string[];
}

export const ALL_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export function emptyGroupDraft(today: string, agentId = ''): GroupDraft {
  return {
    agent_id: agentId,
    gname: '',
    on: true,
    start_date: today,
    end_date: '',
    weekdays: [...ALL_DAYS],
    hour_from: '0',
    hour_to: '24',
    weight: '10',
    buids: [],
    muuids: [],
    screen_ids: [],
  };
}

export function groupDraftOf(group: AdGroupItem): GroupDraft {
  return {
    agent_id: String(group.agent_id),
    gname: group.gname,
    on: group.sts === '1',
    start_date: group.start_date,
    end_date: group.end_date,
    weekdays: group.weekdays.map(String),
    hour_from: String(group.hour_from),
    hour_to: String(group.hour_to),
    weight: String(group.weight),
    buids: group.buildings.map((building) => String(building.buid)),
    muuids: group.machines.map((machine) => machine.uuid),
    screen_ids: group.screens.map((screen) => String(screen.id)),
  };
}

export type CreateGroupParams = ActParams<typeof adGroupCreateAct>;
export type UpdateGroupParams = ActParams<typeof adGroupUpdateAct>;

const numbers = (values: readonly string[]) => values.map(Number).sort((a, b) => a - b);

export function createGroupParams(draft: GroupDraft): CreateGroupParams {
  return {
    // An empty choice coerces to 0, which the schema refuses by name: the issue lands beside that field.
    agent_id: draft.agent_id,
    gname: draft.gname.trim(),
    sts: draft.on ? '1' : '0',
    start_date: draft.start_date,
    end_date: draft.end_date,
    weekdays: numbers(draft.weekdays),
    hour_from: draft.hour_from,
    hour_to: draft.hour_to,
    weight: draft.weight,
    buids: numbers(draft.buids),
    muuids: [...new Set(draft.muuids)].sort(),
    screen_ids: numbers(draft.screen_ids),
  };
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Only what changed; `undefined` when nothing did. */
export function updateGroupParams(group: AdGroupItem, draft: GroupDraft): UpdateGroupParams | undefined {
  const next = createGroupParams(draft);
  const params: UpdateGroupParams = { id: group.id };
  if (next.gname !== group.gname) params.gname = next.gname;
  if (next.sts !== group.sts) params.sts = next.sts;
  if (next.start_date !== group.start_date) params.start_date = next.start_date;
  if (next.end_date !== group.end_date) params.end_date = next.end_date;
  if (!same(numbers(draft.weekdays), numbers(group.weekdays.map(String)))) params.weekdays = next.weekdays;
  if (draft.hour_from !== String(group.hour_from)) params.hour_from = draft.hour_from;
  if (draft.hour_to !== String(group.hour_to)) params.hour_to = draft.hour_to;
  if (draft.weight !== String(group.weight)) params.weight = draft.weight;
  const stored = group.buildings.map((building) => building.buid).sort((a, b) => a - b);
  if (!same(numbers(draft.buids), stored)) params.buids = next.buids;
  const storedLockers = group.machines.map((machine) => machine.uuid).sort();
  const lockers = next.muuids ?? [];
  if (lockers.length !== storedLockers.length || lockers.some((uuid, i) => uuid !== storedLockers[i])) {
    params.muuids = lockers;
  }
  // Buildings and lockers travel together once either changes, so the schema sees both halves of "at least one".
  if (params.buids !== undefined || params.muuids !== undefined) {
    params.buids = next.buids;
    params.muuids = lockers;
  }
  const storedScreens = group.screens.map((screen) => screen.id).sort((a, b) => a - b);
  if (!same(numbers(draft.screen_ids), storedScreens)) params.screen_ids = next.screen_ids;
  return Object.keys(params).length > 1 ? params : undefined;
}

export function groupMapping(group: AdGroupItem | undefined): ActFormMapping<GroupDraft> {
  const fieldOf = (path: string) => {
    const root = path.split('.')[0] ?? path;
    if (root === 'sts') return 'on' as const;
    const fields = [
      'agent_id',
      'gname',
      'start_date',
      'end_date',
      'weekdays',
      'hour_from',
      'hour_to',
      'weight',
      'buids',
      'muuids',
      'screen_ids',
    ] as const;
    return fields.find((field) => field === root) ?? 'gname';
  };
  return group
    ? { schema: adGroupUpdateAct.params, paramsOf: (draft) => updateGroupParams(group, draft), fieldOf }
    : { schema: adGroupCreateAct.params, paramsOf: createGroupParams, fieldOf };
}
