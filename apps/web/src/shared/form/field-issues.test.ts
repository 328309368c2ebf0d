import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesByField, schemaIssues } from './field-issues';

describe('form issues keyed by field', () => {
  it('reads server issue paths in either notation, first issue first', () => {
    expect(
      issuesByField([
        { path: 'reminder_every_hours', message: 'must not be more than overdue_hours' },
        { path: 'reminder_every_hours', message: 'second' },
        { path: 'contacts[2]', message: 'bad' },
      ]),
    ).toEqual({ reminder_every_hours: 'must not be more than overdue_hours', 'contacts.2': 'bad' });
  });

  it("keys a schema's own issues the same way", () => {
    const schema = z.object({ place: z.string().min(1), list: z.array(z.number()) });
    expect(Object.keys(schemaIssues(schema, { place: '', list: [1, 'x'] })).sort()).toEqual([
      'list.1',
      'place',
    ]);
    expect(schemaIssues(schema, { place: 'Lobby', list: [] })).toEqual({});
  });
});
