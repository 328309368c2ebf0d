// Every parameter that names a building, a locker or a parcel is declared in its act's scope, so the dispatcher
// checks it; a new act cannot forget to (the hand-written checks in handlers are gone).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTS } from '@bluemanager/protocol';

/** Parameter names that always name something in a building, across the acts of spec §7 and ours. */
const NAMING_PARAMS: Readonly<Record<string, readonly string[]>> = {
  buid: ['building'],
  mc: ['building'],
  mid: ['building'],
  muuid: ['machine'],
  uuid: ['machine'],
  parcel: ['parcel'],
  ids: ['parcel'],
};

function paramNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

describe('declared act scope', () => {
  for (const act of ACTS) {
    const named = paramNames(act.params).filter((name) => name in NAMING_PARAMS);
    if (named.length === 0) continue;
    it(`${act.code} ${act.name} declares ${named.join(', ')} in its scope`, () => {
      for (const name of named) expect(NAMING_PARAMS[name]).toContain(act.scope?.[name]);
    });
  }

  it('names only parameters the act has', () => {
    for (const act of ACTS) {
      const names = paramNames(act.params);
      for (const param of [...Object.keys(act.scope ?? {}), ...Object.keys(act.fields ?? {})]) {
        expect(names, `${act.code} ${param}`).toContain(param);
      }
    }
  });
});
