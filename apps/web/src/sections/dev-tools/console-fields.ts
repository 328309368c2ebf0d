// The act console's form, generated from an act's zod parameters (zod 4's JSON Schema of the input side): strings,
// numbers, booleans, enums and lists of those get their own inputs; anything else (objects, unions, records) a JSON
// box. Nothing is validated here beyond what is needed to build the JSON: the server's own checks answer the rest,
// which is what a developer opens the console to see.
import { z } from 'zod';

type Scalar = 'string' | 'number' | 'integer';

export type ConsoleField = { name: string; required: boolean; description?: string } & (
  | { kind: Scalar }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'list'; item: Scalar | 'enum'; options?: readonly string[] }
  | { kind: 'json' }
);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
}

const SCALARS: readonly string[] = ['string', 'number', 'integer'];

const stringEnum = (schema: JsonSchema): string[] | undefined =>
  schema.enum && schema.enum.every((value) => typeof value === 'string')
    ? (schema.enum as string[])
    : undefined;

function fieldOf(name: string, schema: JsonSchema, required: boolean): ConsoleField {
  const base = { name, required, ...(schema.description ? { description: schema.description } : {}) };
  const options = stringEnum(schema);
  if (options) return { ...base, kind: 'enum', options };
  if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
  if (typeof schema.type === 'string' && SCALARS.includes(schema.type))
    return { ...base, kind: schema.type as Scalar };
  if (schema.type === 'array' && schema.items) {
    const itemOptions = stringEnum(schema.items);
    if (itemOptions) return { ...base, kind: 'list', item: 'enum', options: itemOptions };
    if (typeof schema.items.type === 'string' && SCALARS.includes(schema.items.type))
      return { ...base, kind: 'list', item: schema.items.type as Scalar };
  }
  return { ...base, kind: 'json' };
}

/** The fields of an act's parameters; undefined when the schema is no plain object (the console offers one JSON box). */
export function consoleFields(params: z.ZodType): ConsoleField[] | undefined {
  let schema: JsonSchema;
  try {
    schema = z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
  if (schema.type !== 'object' || !schema.properties) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

/** A number when the text reads as one, else the text itself (for the server to refuse). */
const numberOr = (text: string): number | string =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

export type ConsoleValues = Record<string, string>;

export type BuiltParams = { ok: true; params: Record<string, unknown> } | { ok: false; field: string };

/**
 * The parameters the form's texts make: an empty field is left out (the server says whether it was required), a
 * boolean is 'true' or 'false', a list is comma-separated, a JSON box must parse.
 */
export function consoleParams(fields: readonly ConsoleField[], values: ConsoleValues): BuiltParams {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const text = values[field.name] ?? '';
    if (text.trim() === '') continue;
    switch (field.kind) {
      case 'boolean':
        params[field.name] = text === 'true';
        break;
      case 'number':
      case 'integer':
        params[field.name] = numberOr(text);
        break;
      case 'list': {
        const items = text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        params[field.name] =
          field.item === 'number' || field.item === 'integer' ? items.map(numberOr) : items;
        break;
      }
      case 'json':
        try {
          params[field.name] = JSON.parse(text) as unknown;
        } catch {
          return { ok: false, field: field.name };
        }
        break;
      default:
        params[field.name] = text;
    }
  }
  return { ok: true, params };
}
