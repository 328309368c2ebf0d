// The model form as plain data: the draft the dialog edits, the act parameters it sends (an edit sends only what
// changed), the problems the act's own schema finds before sending, and the server's refusals keyed by field.
import {
  machineModelCreateAct,
  machineModelUpdateAct,
  type ActParams,
  type ActResult,
  type COMPARTMENT_CATEGORIES,
  type machineModelsAct,
} from '@bluemanager/protocol';
import { ActError } from '../../../api/act-error';
import { issuesByField, schemaIssues, type FieldIssues } from '../../../shared/form/field-issues';
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
  /** React's key for the row: stable while rows above it are added or removed, unlike the index. */
  key: number;
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

let lastRowKey = 0;

export function layoutRow(entry: Omit<LayoutRow, 'key'>): LayoutRow {
  lastRowKey += 1;
  return { key: lastRowKey, ...entry };
}

export function emptyDraft(): ModelDraft {
  return { name: '', mm: '', layout: [] };
}

export function draftOf(model: ModelItem): ModelDraft {
  return { name: model.name, mm: String(model.mm), layout: model.layout.map(layoutRow) };
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
  if (JSON.stringify(layout) !== JSON.stringify(entriesOf(model.layout.map(layoutRow))))
    params.layout = layout;
  return params;
}

export function hasChanges(params: UpdateParams): boolean {
  return params.name !== undefined || params.layout !== undefined;
}

export type ModelIssueKind =
  'name' | 'mm' | 'count' | 'duplicates' | 'label' | 'duplicateLabel' | 'size' | 'category' | 'other';

export type ModelIssueKinds = Record<string, ModelIssueKind>;

function kindOf(path: string): ModelIssueKind {
  if (path === 'name' || path === 'mm') return path;
  if (path === 'layout') return 'count';
  const field = /^layout\.\d+\.(label|size|category)$/.exec(path)?.[1];
  return field === 'label' || field === 'size' || field === 'category' ? field : 'other';
}

/**
 * The act's own schema on the client, the same rules the server applies. The schema says only that the labels
 * are not unique; the rows that share a label are marked too, so the user sees which ones.
 */
export function modelIssues(params: CreateParams | UpdateParams): ModelIssueKinds {
  const schema = 'id' in params ? machineModelUpdateAct.params : machineModelCreateAct.params;
  const found = schemaIssues(schema, params);
  const duplicates = params.layout ? duplicateLabelRows(params.layout) : [];
  const kinds: ModelIssueKinds = {};
  for (const path of Object.keys(found)) kinds[path] = kindOf(path);
  if (duplicates.length > 0) {
    kinds.layout = 'duplicates';
    for (const row of duplicates) kinds[`layout.${row}.label`] ??= 'duplicateLabel';
  }
  return kinds;
}

/**
 * A server refusal beside its field: INVALID_PARAMS names the fields itself; a CONFLICT while a name was sent is
 * about that name (already taken). Anything else is for a toast.
 */
export function serverIssues(error: unknown, nameSent: boolean): FieldIssues | undefined {
  if (!(error instanceof ActError)) return undefined;
  if (error.code === 'INVALID_PARAMS' && error.issues) return issuesByField(error.issues);
  if (error.code === 'CONFLICT' && nameSent) return { name: error.message };
  return undefined;
}
