// docs/protocol.md, generated from the act registry so it cannot drift from the code.
import { z } from 'zod';
import {
  SECTIONS,
  DEVICE_CALLS,
  DEVICE_CLOCK_SKEW_SECONDS,
  DEVICE_HEADERS,
  FAILURES,
  LEVEL_NAMES,
  LEVELS,
  actFormBody,
  createBrowserActCodec,
  parcelPackage,
  type ActDeclaration,
  type DeviceCallDeclaration,
} from '@bluemanager/protocol';
import { DEMO_AES_IV, DEMO_AES_KEY } from '../config/config.js';
import { describeAccess, describeFields, describeScope } from './permissions.js';
import { constraintsOf, shapeOf, type JsonSchema } from './schema-shape.js';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function schemaTable(params: z.ZodType, leadingRows: readonly string[] = []): string {
  const schema = jsonSchema(params, 'input');
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const type = cell(shapeOf(property));
    const fallback = property.default === undefined ? '' : `\`${JSON.stringify(property.default)}\``;
    const notes = [property.description, constraintsOf(property)].filter(Boolean).join('; ');
    return `| \`${name}\` | ${type} | ${required.has(name) ? 'yes' : 'no'} | ${fallback} | ${cell(notes)} |`;
  });
  const all = [...leadingRows, ...rows];
  if (all.length === 0) return 'No parameters.';
  return ['| name | type | required | default | notes |', '|---|---|---|---|---|', ...all].join('\n');
}

function paramsTable(act: ActDeclaration): string {
  return schemaTable(
    act.params,
    act.access === 'public' ? [] : ['| `t` | string | yes | | the token from login (8002) |'],
  );
}

function actSection(act: ActDeclaration): string {
  const result = shapeOf(jsonSchema(act.result, 'output'));
  const envelope = act.flat
    ? `Success: the result itself, with \`ret\` > 0:`
    : 'Success: `{ "ret": 1, "data": … }` where `data` is:';
  const scopeText = describeScope(act);
  const fieldsText = describeFields(act);
  const scope = [
    scopeText
      ? `\n\nScope, checked before the act runs: ${scopeText}. Each must lie in the caller's buildings (an own-user or own-partner parameter must be the caller's own, unless the caller is a system admin of the operator), or the call fails whole with FORBIDDEN (NOT_FOUND when a caller who reaches every building names one that does not exist).`
      : '',
    fieldsText ? `\n\nFields only some callers may set (FORBIDDEN otherwise): ${fieldsText}.` : '',
  ].join('');
  return [
    `### ${act.code} — ${act.name}`,
    '',
    act.summary,
    '',
    `Who may call: ${describeAccess(act.access)}.${scope}`,
    '',
    paramsTable(act),
    '',
    envelope,
    '',
    '```ts',
    result,
    '```',
  ].join('\n');
}

function example(): string {
  const codec = createBrowserActCodec(DEMO_AES_KEY, DEMO_AES_IV);
  const params = { u: 'sysadmin', p: 'BlueBox-demo-2026' };
  const par = codec.encryptJson(params);
  return [
    `With the demo key \`${DEMO_AES_KEY}\` and IV \`${DEMO_AES_IV}\`, signing in as sysadmin sends the parameters`,
    '',
    '```json',
    JSON.stringify(params),
    '```',
    '',
    `as \`par\` = \`${par}\`, so the body is`,
    '',
    '```',
    actFormBody(8002, par),
    '```',
    '',
    'CBC with a fixed IV is deterministic: a client whose codec produces this same `par` is right.',
  ].join('\n');
}

function deviceCallSection(call: DeviceCallDeclaration): string {
  return [
    `### ${call.name}`,
    '',
    call.summary,
    '',
    schemaTable(call.params),
    '',
    'Success: `{ "ok": true, "data": … }` where `data` is:',
    '',
    '```ts',
    shapeOf(jsonSchema(call.result, 'output')),
    '```',
  ].join('\n');
}

function deviceChannel(): string[] {
  return [
    '## Device channel',
    '',
    'Lockers talk to the server on their own route, never with a user token: `POST /device` with',
    '`Content-Type: application/json` and the body `{"call": "<name>", "params": {…}}`. Each machine holds a 32-byte',
    'secret (64 hex characters, shown once when the machine is created by act 52012 or reissued by act 52015): the seed',
    'of an Ed25519 key pair. The server stores only the public key. Every request carries three headers:',
    '',
    `- \`${DEVICE_HEADERS.uuid}\`: the machine uuid;`,
    `- \`${DEVICE_HEADERS.time}\`: the request time in milliseconds since 1970 (UTC). It must be within`,
    `  ${DEVICE_CLOCK_SKEW_SECONDS} s of the server clock and later than the last request the server accepted from this machine,`,
    '  so a captured request cannot be played again;',
    `- \`${DEVICE_HEADERS.signature}\`: base64 of the Ed25519 signature of \`uuid + "\\n" + time + "\\n" + body\` (the exact body bytes).`,
    '',
    'Answers are JSON: `{ "ok": true, "data": … }`, or `{ "ok": false, "code", "msg" }` (plus `retryAfterSeconds` when',
    'waiting helps) with the codes and HTTP statuses of the table above (`UNAUTHENTICATED` for a bad signature, clock or',
    'replay). A machine that sends no heartbeat for `MACHINE_OFFLINE_AFTER_SECONDS` (default 120) is marked offline: its',
    "status becomes `'0'` while `run_sts` stays `'1'` (spec §5), until its next heartbeat.",
    '',
    ...DEVICE_CALLS.flatMap((call) => [deviceCallSection(call), '']),
  ];
}

export function renderProtocolDoc(): string {
  const failures = Object.entries(FAILURES).map(
    ([code, failure]) => `| \`${code}\` | ${failure.ret} | ${failure.http} | ${cell(failure.meaning)} |`,
  );
  const summary = SECTIONS.flatMap((section) =>
    section.acts.map(
      (act: ActDeclaration) =>
        `| ${section.id} | ${act.code} | [${act.name}](#${act.code}--${act.name.replace(/ /g, '-')}) | ${cell(describeAccess(act.access))} |`,
    ),
  );
  return `${[
    '# BlueManager act protocol',
    '',
    '<!-- Generated from packages/protocol by `npm run docs`. Do not edit: a test fails when this file is stale. -->',
    '',
    '## Transport',
    '',
    '- `POST /api` with `Content-Type: application/x-www-form-urlencoded` and three fields: `act` (the act code),',
    '  `m` (always `1`) and `par` (the encrypted parameters).',
    '- `par` is base64 of AES-CBC of the UTF-8 JSON of the parameters, with **zero padding**: append 0x00 bytes up to',
    '  a multiple of 16 (none when the length already is one). The key and IV are UTF-8 text from `PORTAL_AES_KEY` and',
    '  `PORTAL_AES_IV`; a 16, 24 or 32 byte key selects AES-128, -192 or -256; the IV is 16 bytes.',
    '- The response body (`text/plain`) is always base64 of the encrypted JSON envelope, success or failure. Decrypt,',
    '  strip trailing 0x00 bytes, parse JSON. The HTTP status mirrors the outcome (table below), but `ret` decides.',
    '- Every act except login takes the token as `t` among its parameters. Tokens expire after an idle time',
    '  (`SESSION_IDLE_MINUTES`, default 120) and an absolute time (`SESSION_ABSOLUTE_HOURS`, default 12), and end at logout.',
    '- An integration sends an API token (made on the Tokens page, act 54102) as the header',
    '  `Authorization: Bearer bmt_…` instead of `t`. It acts as its owner (their level and buildings, or the part of them',
    '  the token is narrowed to) for the acts it lists only; any other act is FORBIDDEN, a revoked or expired token',
    '  SESSION_EXPIRED, an unknown one UNAUTHENTICATED.',
    '',
    '### Example',
    '',
    example(),
    '',
    '## Levels',
    '',
    'Levels travel as strings. Login returns the level after the upgrade of spec §4 (a stored level 1 user whose',
    'buildings hold machines of mode 6 or 8 works as 11, then 12, 14, 16, 13, 17 in that order), and every later call',
    'is checked against it. A level 10 user whose partner is not `BB` is a business partner (`bPartner`): where an act',
    'lists roles, a business partner also needs `-2` in the list.',
    '',
    '| level | role |',
    '|---|---|',
    ...LEVELS.map((level) => `| \`${level}\` | ${LEVEL_NAMES[level]} |`),
    '',
    '## Envelopes',
    '',
    'Success: `{ "ret": 1, "data": … }`, except login and the current-session act, whose result sits beside `ret`',
    '(the user id, > 0) as the portal has always read it.',
    '',
    'Failure: `{ "ret": <= 0, "code": "…", "msg": "…" }`, plus `retryAfterSeconds` when waiting helps and `issues`',
    '(`[{ "path", "message" }]`) for invalid parameters. `msg` is written for the person using the portal.',
    '',
    '| code | ret | HTTP | meaning |',
    '|---|---|---|---|',
    ...failures,
    '',
    '## Parcel package',
    '',
    "Parcels carry the recipient's details in `pkg`: base64 of the same AES-CBC encryption as the channel, of this JSON",
    '(spec §3: `s` is the searchable text, `a` the address whose building part precedes `|`):',
    '',
    '```ts',
    shapeOf(jsonSchema(parcelPackage, 'output')),
    '```',
    '',
    '## Acts',
    '',
    'Acts are declared by sections (`packages/protocol/src/sections/<section>/`); the table lists them section by section.',
    '',
    '| section | act | name | who may call |',
    '|---|---|---|---|',
    ...summary,
    '',
    ...SECTIONS.flatMap((section) => section.acts.flatMap((act: ActDeclaration) => [actSection(act), ''])),
    ...deviceChannel(),
  ]
    .join('\n')
    .trimEnd()}\n`;
}
