import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ActError } from '../../api/act-error';
import { resolvedIssues } from '../../test/resolve-form';
import { actResolver, issueMessage, serverIssues, type ActFormMapping } from './act-form';

interface Values {
  title: string;
  rows: { code: string }[];
}

const schema = z.object({
  title: z.string().trim().min(1),
  rows: z.array(z.object({ code: z.string().max(3) })).min(1),
});

const mapping: ActFormMapping<Values> = { schema, paramsOf: (values) => values };

describe("a form on an act's schema", () => {
  it('marks each field the schema refuses, a whole list at its root, and nothing when all is well', async () => {
    expect(await resolvedIssues(mapping, { title: 'A', rows: [{ code: 'ok' }] })).toEqual({});
    expect(await resolvedIssues(mapping, { title: ' ', rows: [] })).toEqual({
      rows: 'schema',
      title: 'schema',
    });
    expect(await resolvedIssues(mapping, { title: 'A', rows: [{ code: 'long' }] })).toEqual({
      'rows.0.code': 'schema',
    });
  });

  it('sends nothing to check when the values become no parameters (an edit that changed nothing)', async () => {
    const unchanged: ActFormMapping<Values> = { schema, paramsOf: () => undefined };
    expect(await resolvedIssues(unchanged, { title: '', rows: [] })).toEqual({});
  });

  it("places the server's issues on their fields, the first of a field winning, and ignores other failures", () => {
    const refused = new ActError('INVALID_PARAMS', 'bad', undefined, [
      { path: 'rows[0].code', message: 'Unknown code' },
      { path: 'rows[0].code', message: 'Second opinion' },
      { path: 'rows', message: 'Too many rows' },
    ]);
    const values = { title: 'A', rows: [{ code: 'x' }] };
    expect(serverIssues(mapping, refused, values)).toEqual([
      { field: 'rows.0.code', error: { type: 'server', message: 'Unknown code' } },
      { field: 'rows.root', error: { type: 'server', message: 'Too many rows' } },
    ]);
    expect(serverIssues(mapping, new ActError('CONFLICT', 'taken'), values)).toEqual([]);
    expect(serverIssues(mapping, new Error('offline'), values)).toEqual([]);
  });

  it("shows the server's words as written and the schema's findings in the reader's language", async () => {
    const { errors } = await actResolver(mapping)({ title: '', rows: [] }, undefined, {
      shouldUseNativeValidation: false,
      fields: {},
    });
    const translate = (field: string, type: string) => `${field} (${type}) in French`;
    expect(issueMessage(errors, 'title', translate)).toBe('title (schema) in French');
    expect(issueMessage(errors, 'rows', translate)).toBe('rows (schema) in French');
    const server = { title: { type: 'server', message: 'Name taken' } };
    expect(issueMessage(server, 'title', translate)).toBe('Name taken');
    expect(issueMessage(server, 'rows', translate)).toBeUndefined();
  });
});
