// CSV import of a building's residents: a preview with a verdict per row, then the same file applied in one
// transaction. Matching is by phone, then email, among the building's current members, so applying the same file
// twice changes nothing the second time.
import { z } from 'zod';
import { positiveInt } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { MEMBER_ROLES } from './member-vocabulary.js';

/** The largest file the act takes, in characters: 5,000 residents fit with room to spare under the body limit. */
export const MEMBER_IMPORT_MAX_CHARS = 600_000;

export const IMPORT_VERDICTS = ['new', 'update', 'unchanged', 'duplicate', 'error'] as const;
export type ImportVerdict = (typeof IMPORT_VERDICTS)[number];

const importParams = z.object({
  buid: positiveInt,
  csv: z
    .string()
    .min(1, 'the file is empty')
    .max(MEMBER_IMPORT_MAX_CHARS, `the file is over ${MEMBER_IMPORT_MAX_CHARS} characters`)
    .describe(
      'CSV text with a header row: name and unit, then any of phone, phone2, phone3, email, language, channel, notes; comma, semicolon or tab separated; a BOM is ignored',
    ),
});

export const importRow = z.object({
  line: z.number().int().describe('the line of the file, the header being line 1'),
  verdict: z.enum(IMPORT_VERDICTS),
  reason: z.string().describe('why an error or duplicate; empty otherwise'),
  name: z.string(),
  unit: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  member_id: z.number().int().nullable().describe('the member an update or unchanged row matched'),
  changes: z.array(z.string()).describe('the fields an update changes'),
});
export type ImportRow = z.infer<typeof importRow>;

export const importCounts = z.object(
  Object.fromEntries(IMPORT_VERDICTS.map((verdict) => [verdict, z.number().int()])) as Record<
    ImportVerdict,
    z.ZodNumber
  >,
);

export const memberImportPreviewAct = defineAct({
  code: 55007,
  name: 'preview member import',
  summary:
    "Reads a CSV of a building's residents and says what applying it would do, row by row: new, update (with the fields), unchanged, duplicate (repeats an earlier row) or error (with the reason). Writes nothing.",
  params: importParams,
  result: z.object({ rows: z.array(importRow), counts: importCounts }),
  access: MEMBER_ROLES,
  scope: { buid: 'building' },
});

export const memberImportApplyAct = defineAct({
  code: 55008,
  name: 'apply member import',
  summary:
    'Applies a CSV of residents in one transaction: creates the new, updates the changed, skips duplicates and unchanged rows, and logs one entry on every member it touched. A file with any error row is refused whole.',
  params: importParams,
  result: z.object({ counts: importCounts }),
  access: MEMBER_ROLES,
  scope: { buid: 'building' },
});
