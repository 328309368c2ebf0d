// Every act, derived from the sections that declare them. The server dispatches from this list, the web client types
// its calls with it and docs/protocol.md is generated from it.
import { SECTIONS, type AnySection } from '../sections/index.js';
import type { ActDeclaration } from './define-act.js';

export type AnyAct = AnySection['acts'][number];
export type ActCode = AnyAct['code'];
export type ActName = AnyAct['name'];
export type ActByCode<C extends ActCode> = Extract<AnyAct, { code: C }>;
export type ActByName<N extends ActName> = Extract<AnyAct, { name: N }>;

export const ACTS: readonly AnyAct[] = SECTIONS.flatMap((section): readonly AnyAct[] => section.acts);

const byCode = new Map<number, ActDeclaration>(ACTS.map((act) => [act.code, act]));
const byName = new Map<string, ActDeclaration>(ACTS.map((act) => [act.name, act]));
if (byCode.size !== ACTS.length || byName.size !== ACTS.length) {
  throw new Error('two acts share a code or a name');
}

export function findAct(code: number): ActDeclaration | undefined {
  return byCode.get(code);
}

/** The act of a name, for tests and tools that call acts by name rather than by number. */
export function actNamed<N extends ActName>(name: N): ActByName<N> {
  const act = byName.get(name);
  if (!act) throw new Error(`there is no act named '${name}'`);
  return act as ActByName<N>;
}
