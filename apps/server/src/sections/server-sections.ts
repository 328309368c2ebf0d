// Every section's server half, found by the ids of the protocol's SECTIONS list: a new section adds its folder here
// and its line there, and no list on the server side changes.
import { SECTIONS } from '@bluemanager/protocol';
import type { ServerSection } from './define-server-section.js';

function isServerSection(value: unknown): value is ServerSection {
  return typeof value === 'object' && value !== null && 'declaration' in value && 'handlers' in value;
}

async function loadSection(id: string): Promise<ServerSection> {
  // The specifier is built at run time (Vite, which runs the tests, is told not to resolve it ahead).
  const specifier = `./${id}/index.js`;
  const module: unknown = await import(/* @vite-ignore */ specifier);
  const section =
    typeof module === 'object' && module !== null ? Reflect.get(module, 'serverSection') : undefined;
  if (!isServerSection(section)) {
    throw new Error(
      `section '${id}' has no server half: apps/server/src/sections/${id}/index.ts exports no serverSection`,
    );
  }
  if (section.declaration.id !== id) {
    throw new Error(`apps/server/src/sections/${id}/index.ts declares section '${section.declaration.id}'`);
  }
  return section;
}

let loaded: Promise<readonly ServerSection[]> | undefined;

/** The sections in the order SECTIONS lists them, loaded once per process. */
export function serverSections(): Promise<readonly ServerSection[]> {
  loaded ??= Promise.all(SECTIONS.map((section) => loadSection(section.id)));
  return loaded;
}
