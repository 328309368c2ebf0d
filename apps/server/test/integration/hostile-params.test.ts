// Hostile values in every parameter of every act, on both databases: for each text parameter a NUL, another control
// character and a value longer than any field holds; for each id (integer) parameter a number past the integer
// columns. Each is refused as INVALID_PARAMS, naming the field as zod's own issues do (`c`, `contacts.0`), and
// nothing ever answers 500 or INTERNAL. The parameters are read from each act's declaration, so an act added
// tomorrow is covered without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTS, MAX_INT32, canCall, type AnyAct } from '@bluemanager/protocol';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.js';
import { MAX_WIRE_TEXT } from '../../src/act-channel/wire-text.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

/** One hostile value placed in one parameter: what to send, and the issue path the refusal must name. */
interface Probe {
  param: string;
  value: unknown;
  path: string;
}

const accepts = (schema: JsonSchema, type: string): boolean =>
  schema.type === type || (schema.anyOf ?? []).some((option) => accepts(option, type));

/** Where a leaf of `type` can sit inside a parameter: the parameter itself, an array's element, an element's field. */
function placements(schema: JsonSchema, type: string, hostile: unknown): { value: unknown; at: string }[] {
  if (accepts(schema, type)) return [{ value: hostile, at: '' }];
  if (schema.type === 'array' && schema.items) {
    return placements(schema.items, type, hostile).map(({ value, at }) => ({
      value: [value],
      at: at === '' ? '0' : `0.${at}`,
    }));
  }
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      placements(property, type, hostile).map(({ value, at }) => ({
        value: { [name]: value },
        at: at === '' ? name : `${name}.${at}`,
      })),
    );
  }
  return [];
}

function probes(act: AnyAct, type: string, hostile: unknown): Probe[] {
  const schema = z.toJSONSchema(act.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(schema.properties ?? {}).flatMap(([param, property]) =>
    placements(property, type, hostile).map(({ value, at }) => ({
      param,
      value,
      path: at === '' ? param : `${param}.${at}`,
    })),
  );
}

const HOSTILE_TEXT = {
  NUL: 'Maple\u0000Court',
  'an escape character': 'Maple\u001b[2JCourt',
  DEL: 'Maple\u007fCourt',
  'an over-long value': 'a'.repeat(MAX_WIRE_TEXT + 1),
};
const PAST_INT32 = MAX_INT32 + 1;

describe.each(testDialects())('hostile parameters on %s', (dialect) => {
  let portal: TestPortal;
  /** A token of an account that may call each act, so every call reaches parameter validation. */
  const tokens = new Map<number, string | undefined>();

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    const signedIn = new Map<string, string>();
    for (const act of ACTS) {
      if (act.access === 'public') {
        tokens.set(act.code, undefined);
        continue;
      }
      const account = DEMO_ACCOUNTS.find((candidate) =>
        canCall(act, { level: candidate.expectedLevel, bPartner: candidate.bPartner }),
      );
      if (!account) throw new Error(`no demo account may call act ${act.code}`);
      if (!signedIn.has(account.username))
        signedIn.set(account.username, await portal.login(account.username));
      tokens.set(act.code, signedIn.get(account.username));
    }
  });
  afterAll(() => portal?.close());

  const send = async (act: AnyAct, probe: Probe) => {
    const token = tokens.get(act.code);
    return portal.call(act.code, { ...(token ? { t: token } : {}), [probe.param]: probe.value });
  };

  it.each(Object.entries(HOSTILE_TEXT))(
    'refuses %s in every text parameter of every act, naming the field',
    async (_what, hostile) => {
      let calls = 0;
      for (const act of ACTS) {
        for (const probe of probes(act, 'string', hostile)) {
          const { status, body } = await send(act, probe);
          calls += 1;
          const where = `${act.code} ${probe.path}`;
          expect(status, where).toBe(400);
          expect(body, where).toMatchObject({ code: 'INVALID_PARAMS' });
          expect(body.issues, where).toEqual([{ path: probe.path, message: expect.any(String) }]);
          expect(String(body.msg), where).toContain(`${probe.path}:`);
        }
      }
      // Text sits in most acts' parameters; the walk found them (login's u and p, a layout's labels…).
      expect(calls).toBeGreaterThan(60);
    },
  );

  it('refuses an integer past the integer columns in every id parameter of every act', async () => {
    let calls = 0;
    for (const act of ACTS) {
      for (const probe of probes(act, 'integer', PAST_INT32)) {
        const { status, body } = await send(act, probe);
        calls += 1;
        const where = `${act.code} ${probe.path}`;
        expect(status, where).toBe(400);
        expect(body, where).toMatchObject({ code: 'INVALID_PARAMS' });
        const paths = (body.issues as { path: string }[]).map((issue) => issue.path);
        expect(paths, where).toContain(probe.path);
      }
    }
    expect(calls).toBeGreaterThan(40);
  });

  it('names a control character in a nested field by its zod path', async () => {
    const token = tokens.get(52003);
    const { body } = await portal.act('update building settings', {
      t: token,
      buid: 1,
      contacts: ['Ann#manager#5550100#ann@example.com', 'Bob\u0000#guard#5550101#bob@example.com'],
    });
    expect(body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'contacts.1' }] });
  });
});
