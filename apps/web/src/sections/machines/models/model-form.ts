// The model form as plain data: the draft the dialog edits, the act parameters it sends (an edit sends only what
// changed), and its mapping for react-hook-form: the act's own schema, the rows that share a label, and the
// message kind of each issue.
import {
  machineModelCreateAct,
  machineModelUpdateAct,
  type ActParams,
  type ActResult,
  type COMPARTMENT_CATEGORIES,
  type machineModelsAct,
} from '@bluemanager/protocol';
import { ActError } from '../../../api/act-error';
import type { ActFormMapping, FormIssue } from '../../../shared/form/act-form';
import { duplicateLabelRows, type LayoutEntry } from './model-layout';

export type ModelItem = ActResult<typeof machineModelsAct>['items'][number];
export type Category = (typeof COMPARTMENT_CATEGORIES)[number];
export type CreateParams = ActParams<typeof machineModelCreateAct>;
export type UpdateParams = ActParams<typeof machineModelUpdateAct>;

/** The act's limits, repeated only where an input needs them as attributes (the schema stays the judge). */
export const MAX_COMPARTMENTS = 200;
export const MAX_LABEL = 8;
export const MAX_SIZE = 16;
export const MAX_NAME = 80;

export interface LayoutRow {
  label: string;
  size: string;
  category: Category;
}

export interface ModelDraft {
  name: string;
  /** The machine mode as the select holds it; '' until one is chosen. */
  mm: string;
  layout: LayoutRow[];
}

export function emptyDraft(): ModelDraft {
  return { name: '', mm: '', layout: [] };
}

export function draftOf(model: ModelItem): ModelDraft {
  return { name: model.name, mm: String(model.mm), layout: model.layout.map((entry) => ({ ...entry })) };
}

function entriesOf(rows: readonly LayoutRow[]): LayoutEntry[] {
  return rows.map(({ label, size, category }) => ({ label: label.trim(), size: size.trim(), category }));
}

export function createParams(draft: ModelDraft): CreateParams {
  return {
    name: draft.name.trim(),
    mm: draft.mm === '' ? Number.NaN : Number(draft.mm),
    layout: entriesOf(draft.layout),
  };
}

/** Only the changed fields: the operation log then says what an edit changed. */
export function updateParams(model: ModelItem, draft: ModelDraft): UpdateParams {
  const params: UpdateParams = { id: model.id };
  const name = draft.name.trim();
  if (name !== model.name) params.name = name;
  const layout = entriesOf(draft.layout);
  if (JSON.stringify(layout) !== JSON.stringify(entriesOf(model.layout))) params.layout = layout;
  return params;
}

export function hasChanges(params: UpdateParams): boolean {
  return params.name !== undefined || params.layout !== undefined;
}

export type ModelIssueKind =
  'name' | 'mm' | 'count' | 'duplicates' | 'label' | 'duplicateLabel' | 'size' | 'category' | 'other';

/** Which message explains an issue of a field; `type` is the issue's own when the form gave it one. */
export function issueKindOf(field: string, type = 'schema'): ModelIssueKind {
  if (type === 'duplicates' || type === 'duplicateLabel') return type;
  if (field === 'name' || field === 'mm') return field;
  if (field === 'layout') return 'count';
  const part = /^layout\.\d+\.(label|size|category)$/.exec(field)?.[1];
  return part === 'label' || part === 'size' || part === 'category' ? part : 'other';
}

/**
 * The schema says only that the labels are not unique; the rows that share a label are marked too, so the user
 * sees which ones.
 */
function duplicateIssues(draft: ModelDraft): FormIssue[] {
  const rows = duplicateLabelRows(draft.layout);
  if (rows.length === 0) return [];
  return [
    { path: 'layout', message: 'labels repeat', type: 'duplicates' },
    ...rows.map((row) => ({ path: `layout.${row}.label`, message: 'label repeats', type: 'duplicateLabel' })),
  ];
}

/** The form's mapping: a new model sends everything, an edit only what changed. */
export function modelMapping(editing: ModelItem | undefined): ActFormMapping<ModelDraft> {
  return editing
    ? {
        schema: machineModelUpdateAct.params,
        paramsOf: (draft) => updateParams(editing, draft),
        moreIssues: duplicateIssues,
      }
    : { schema: machineModelCreateAct.params, paramsOf: createParams, moreIssues: duplicateIssues };
}

/** A CONFLICT while a name was sent is about that name (already taken): its message goes beside the name. */
export function nameConflict(error: unknown, nameSent: boolean): string | undefined {
  return error instanceof ActError && error.code === 'CONFLICT' && nameSent ? error.message : undefined;
}
