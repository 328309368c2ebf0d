import { ACTS } from '@bluemanager/protocol';
import { serverSections } from '../sections/server-sections.js';
import type { ActImplementation } from './act-handler.js';

/**
 * Every declared act with its handler, from the sections. A declaration without a handler, a handler for an act its
 * section does not declare, or two handlers for one act stop the server starting.
 */
export async function actImplementations(): Promise<ReadonlyMap<number, ActImplementation>> {
  const byCode = new Map<number, ActImplementation>();
  for (const section of await serverSections()) {
    const declared = new Set(section.declaration.acts.map((act) => act.code));
    for (const implementation of section.handlers) {
      const { code } = implementation.act;
      if (!declared.has(code))
        throw new Error(`section '${section.declaration.id}' handles act ${code} it does not declare`);
      if (byCode.has(code)) throw new Error(`act ${code} has two handlers`);
      byCode.set(code, implementation);
    }
  }
  const missing = ACTS.filter((act) => !byCode.has(act.code)).map((act) => act.code);
  if (missing.length > 0) throw new Error(`acts without a handler: ${missing.join(', ')}`);
  return byCode;
}
