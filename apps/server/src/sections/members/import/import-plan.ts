// What a residents file would do to a building, row by row. A row is checked with the members' own field schema,
// compared with the earlier rows (a phone or email seen before makes it a duplicate) and matched with the
// building's current members by phone, then email: no match is new, a match is an update when a field the row gives
// differs, and unchanged otherwise. Empty cells keep what the member has.
import { z } from 'zod';
import {
  memberFields,
  refineContact,
  type ImportRow,
  type ImportVerdict,
  type MemberChannel,
} from '@bluemanager/protocol';
import type { CsvRow } from './read-csv.js';

const rowSchema = z.object(memberFields).superRefine(refineContact);
type RowValues = z.output<typeof rowSchema>;

/** A current member of the building as the plan compares them. */
export interface ExistingMember {
  id: number;
  name: string;
  unit: string;
  phones: string[];
  email: string;
  language: string;
  channel: string;
  notes: string;
}

export interface PlannedRow extends ImportRow {
  /** The member's fields after the row: what a new row creates or an update writes. */
  values: RowValues | undefined;
}

const EDITABLE = ['name', 'unit', 'phones', 'email', 'language', 'channel', 'notes'] as const;

function valuesOf(row: CsvRow, match: ExistingMember | undefined) {
  const cell = (column: keyof CsvRow['cells']) => row.cells[column]?.trim() ?? '';
  const phones = [cell('phone'), cell('phone2'), cell('phone3')].filter((phone) => phone !== '');
  const given = <T extends string>(column: keyof CsvRow['cells'], kept: T | undefined) =>
    cell(column) !== '' ? cell(column).toLowerCase() : kept;
  return {
    name: cell('name'),
    unit: cell('unit'),
    phones: phones.length > 0 ? phones : (match?.phones ?? []),
    email: cell('email') !== '' ? cell('email') : (match?.email ?? ''),
    language: given('language', match?.language) ?? 'en',
    channel:
      given('channel', match?.channel) ?? ((phones.length > 0 ? 'sms' : 'email') satisfies MemberChannel),
    notes: cell('notes') !== '' ? cell('notes') : (match?.notes ?? ''),
  };
}

function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path[0];
  const label = field === 'phones' ? 'phone' : String(field ?? 'row');
  return `${label}: ${issue?.message ?? 'invalid'}`;
}

const describe = (member: ExistingMember) => `${member.name}, unit ${member.unit}`;

export function planImport(rows: readonly CsvRow[], existing: readonly ExistingMember[]): PlannedRow[] {
  const byPhone = new Map<string, ExistingMember>();
  const byEmail = new Map<string, ExistingMember>();
  for (const member of existing) {
    for (const phone of member.phones) byPhone.set(phone, member);
    if (member.email !== '') byEmail.set(member.email, member);
  }
  const seenPhones = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  return rows.map((row) => {
    const plain = rowSchema.safeParse(valuesOf(row, undefined));
    const base = {
      line: row.line,
      name: row.cells.name?.trim() ?? '',
      unit: row.cells.unit?.trim() ?? '',
      phones: plain.success ? plain.data.phones : [],
      email: plain.success ? plain.data.email : (row.cells.email?.trim() ?? ''),
      member_id: null,
      changes: [],
      values: undefined,
    };
    const verdict = (value: ImportVerdict, extra: Partial<PlannedRow> = {}): PlannedRow => ({
      ...base,
      verdict: value,
      reason: '',
      ...extra,
    });
    if (!plain.success) return verdict('error', { reason: reasonOf(plain.error) });
    const { phones, email } = plain.data;
    const earlier =
      phones.map((phone) => seenPhones.get(phone)).find((line) => line !== undefined) ??
      (email !== '' ? seenEmails.get(email) : undefined);
    if (earlier !== undefined) {
      return verdict('duplicate', { reason: `same phone or email as line ${earlier}` });
    }
    for (const phone of phones) seenPhones.set(phone, row.line);
    if (email !== '') seenEmails.set(email, row.line);

    const byContact = [
      ...new Set([
        ...phones.flatMap((phone) => byPhone.get(phone) ?? []),
        ...(email !== '' ? [byEmail.get(email)] : []),
      ]),
    ].filter((member): member is ExistingMember => member !== undefined);
    if (byContact.length > 1) {
      return verdict('error', {
        reason: `the phone and email belong to two members: ${byContact.map(describe).join(' and ')}`,
      });
    }
    const match = byContact[0];
    if (!match) return verdict('new', { values: plain.data });
    const merged = rowSchema.safeParse(valuesOf(row, match));
    if (!merged.success) return verdict('error', { reason: reasonOf(merged.error) });
    const changes = EDITABLE.filter(
      (field) => JSON.stringify(merged.data[field]) !== JSON.stringify(match[field]),
    );
    return verdict(changes.length > 0 ? 'update' : 'unchanged', {
      member_id: match.id,
      changes: [...changes],
      values: merged.data,
    });
  });
}

export function countVerdicts(rows: readonly Pick<ImportRow, 'verdict'>[]): Record<ImportVerdict, number> {
  const counts: Record<ImportVerdict, number> = { new: 0, update: 0, unchanged: 0, duplicate: 0, error: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
}
