// Renders a JSON Schema (as zod 4 emits it) as a short TypeScript-like shape for people to read.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export function shapeOf(schema: JsonSchema, indent = ''): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map((option) => shapeOf(option, indent)).join(' | ');
  if (schema.type === 'array') return `${wrapUnion(shapeOf(schema.items ?? {}, indent))}[]`;
  if (schema.type === 'object' || schema.properties) {
    const inner = `${indent}  `;
    const required = new Set(schema.required ?? []);
    const lines = Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const note = property.description ? ` // ${property.description}` : '';
      return `${inner}${name}${required.has(name) ? '' : '?'}: ${shapeOf(property, inner)};${note}`;
    });
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type === 'integer' ? 'integer' : (schema.type ?? 'unknown');
}

function wrapUnion(shape: string): string {
  return shape.includes(' | ') && !shape.startsWith('{') ? `(${shape})` : shape;
}

/** Limits and patterns of a parameter, in words. */
export function constraintsOf(schema: JsonSchema): string {
  const parts: string[] = [];
  const options = schema.anyOf ?? [schema];
  for (const option of options) {
    if (option.minimum !== undefined) parts.push(`≥ ${option.minimum}`);
    if (option.exclusiveMinimum !== undefined) parts.push(`> ${option.exclusiveMinimum}`);
    if (option.maximum !== undefined && option.maximum < Number.MAX_SAFE_INTEGER)
      parts.push(`≤ ${option.maximum}`);
    if (option.minLength !== undefined) parts.push(`length ≥ ${option.minLength}`);
    if (option.maxLength !== undefined) parts.push(`length ≤ ${option.maxLength}`);
    if (option.pattern !== undefined) parts.push(`matches \`${option.pattern}\``);
  }
  return parts.join(', ');
}
