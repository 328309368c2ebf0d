import { releaseNoteSaveAct, releaseNoteEditListAct, simulateLockerCallAct } from '@bluemanager/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consoleFields, consoleParams } from './console-fields';

describe('the act console form', () => {
  it('gives scalars, enums and lists their inputs and anything else a JSON box', () => {
    const fields = consoleFields(releaseNoteSaveAct.params);
    expect(fields?.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['id', 'integer', false],
      ['title', 'string', true],
      ['body', 'string', true],
      ['category', 'list', false],
      ['translations', 'json', false],
    ]);
    expect(consoleFields(simulateLockerCallAct.params)?.[1]).toMatchObject({
      kind: 'enum',
      options: ['heartbeat', 'deposit'],
      required: true,
    });
    expect(consoleFields(releaseNoteEditListAct.params)?.[0]).toMatchObject({
      name: 'state',
      kind: 'enum',
      required: false,
    });
    expect(consoleFields(z.object({ on: z.boolean(), ids: z.array(z.number().int()) }))).toEqual([
      { name: 'on', kind: 'boolean', required: true },
      { name: 'ids', kind: 'list', item: 'integer', required: true },
    ]);
  });

  it('builds the parameters: empty left out, numbers read, lists split, JSON parsed', () => {
    const fields = consoleFields(releaseNoteSaveAct.params) ?? [];
    expect(
      consoleParams(fields, {
        id: '7',
        title: 'Hello',
        body: '',
        category: 'feature, fix',
        translations: '{"fr":{"title":"Salut","body":"Corps"}}',
      }),
    ).toEqual({
      ok: true,
      params: {
        id: 7,
        title: 'Hello',
        category: ['feature', 'fix'],
        translations: { fr: { title: 'Salut', body: 'Corps' } },
      },
    });
    // Not a number: sent as written, for the server to refuse.
    expect(consoleParams(fields, { id: 'seven' })).toEqual({ ok: true, params: { id: 'seven' } });
    expect(consoleParams(fields, { translations: '{oops' })).toEqual({ ok: false, field: 'translations' });
  });
});
