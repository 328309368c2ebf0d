import { describe, expect, it } from 'vitest';
import { ActError } from '../../../api/act-error';
import { serverIssues } from '../../../shared/form/act-form';
import { resolvedIssues } from '../../../test/resolve-form';
import {
  createParams,
  draftOf,
  emptyDraft,
  hasChanges,
  issueKindOf,
  modelMapping,
  nameConflict,
  updateParams,
  type ModelDraft,
  type ModelItem,
} from './model-form';
import { duplicateLabelRows, layoutSummary, nextLabels } from './model-layout';

const model: ModelItem = {
  id: 4,
  name: 'Metro M4',
  mm: 6,
  family: 'main',
  layout: [
    { label: 'A01', size: 'S', category: 'parcel' },
    { label: 'A02', size: 'XL', category: 'parcel' },
    { label: 'A03', size: '-1', category: 'cold' },
    { label: 'A04', size: 'S', category: 'parcel' },
  ],
  compartments: 4,
  machines: 2,
  retired: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the layout summary', () => {
  it('counts sizes smallest first with undefined last, and categories most first', () => {
    expect(layoutSummary(model.layout)).toEqual({
      sizes: [
        { value: 'S', count: 2 },
        { value: 'XL', count: 1 },
        { value: '-1', count: 1 },
      ],
      categories: [
        { value: 'parcel', count: 3 },
        { value: 'cold', count: 1 },
      ],
    });
    expect(layoutSummary([])).toEqual({ sizes: [], categories: [] });
  });
});

describe('labels', () => {
  it('gives new compartments the lockers numbering, skipping labels in use', () => {
    expect(nextLabels([], 3)).toEqual(['A01', 'A02', 'A03']);
    expect(nextLabels(['A01', 'a03'], 3)).toEqual(['A02', 'A04', 'A05']);
    expect(nextLabels([], 10).slice(7)).toEqual(['A08', 'B01', 'B02']);
    expect(nextLabels([], 500)).toHaveLength(208);
  });

  it('finds the rows that share a label, as the act trims it', () => {
    expect(
      duplicateLabelRows([{ label: 'A1' }, { label: 'B1' }, { label: ' A1 ' }, { label: '' }, { label: '' }]),
    ).toEqual([0, 2]);
  });
});

/** The message kind of each field the form's resolver marks. */
async function issueKinds(editing: ModelItem | undefined, draft: ModelDraft) {
  const issues = await resolvedIssues(modelMapping(editing), draft);
  return Object.fromEntries(Object.entries(issues).map(([field, type]) => [field, issueKindOf(field, type)]));
}

describe('the model form', () => {
  it('sends a new model with a trimmed layout', async () => {
    const draft: ModelDraft = {
      name: ' Metro M2 ',
      mm: '6',
      layout: [{ label: ' A01', size: 'S ', category: 'parcel' }],
    };
    expect(createParams(draft)).toEqual({
      name: 'Metro M2',
      mm: 6,
      layout: [{ label: 'A01', size: 'S', category: 'parcel' }],
    });
    expect(await issueKinds(undefined, draft)).toEqual({});
  });

  it('checks a new model with the act schema: name, mode and at least one compartment', async () => {
    expect(await issueKinds(undefined, emptyDraft())).toEqual({ name: 'name', mm: 'mm', layout: 'count' });
  });

  it('marks duplicate labels on their rows and blank cells on theirs', async () => {
    const draft: ModelDraft = {
      name: 'Dup',
      mm: '1',
      layout: [
        { label: 'A01', size: 'S', category: 'parcel' },
        { label: 'A01 ', size: '', category: 'parcel' },
        { label: 'TOO-LONG-LABEL', size: 'M', category: 'cold' },
      ],
    };
    expect(await issueKinds(undefined, draft)).toEqual({
      layout: 'duplicates',
      'layout.0.label': 'duplicateLabel',
      'layout.1.label': 'duplicateLabel',
      'layout.1.size': 'size',
      'layout.2.label': 'label',
    });
  });

  it('sends only what an edit changed', async () => {
    const draft = draftOf(model);
    const unchanged = updateParams(model, draft);
    expect(unchanged).toEqual({ id: 4 });
    expect(hasChanges(unchanged)).toBe(false);
    expect(updateParams(model, { ...draft, name: 'Metro M4b' })).toEqual({ id: 4, name: 'Metro M4b' });
    const shorter = updateParams(model, { ...draft, layout: draft.layout.slice(1) });
    expect(shorter.name).toBeUndefined();
    expect(shorter.layout).toHaveLength(3);
    expect(await issueKinds(model, { ...draft, layout: draft.layout.slice(1) })).toEqual({});
    expect(await issueKinds(model, { ...draft, layout: [] })).toEqual({ layout: 'count' });
  });

  it('puts a server refusal beside its field', () => {
    const invalid = new ActError('INVALID_PARAMS', 'bad', undefined, [
      { path: 'layout.2.size', message: 'Too big' },
    ]);
    expect(serverIssues(modelMapping(model), invalid, draftOf(model))).toEqual([
      { field: 'layout.2.size', error: { type: 'server', message: 'Too big' } },
    ]);
    const taken = new ActError('CONFLICT', 'A machine model is already named X.');
    expect(nameConflict(taken, true)).toBe('A machine model is already named X.');
    expect(nameConflict(taken, false)).toBeUndefined();
    expect(nameConflict(new Error('offline'), true)).toBeUndefined();
    expect(serverIssues(modelMapping(model), new Error('offline'), draftOf(model))).toEqual([]);
  });
});
