// Spec §3: a machine's name is parts separated by '#' ('<building>#<place>' for the machines the portal creates).
// The pages show the parts readably, and keep the building part in step when a machine moves.

const SEPARATOR = ' · ';

/** The non-empty parts of a name, trimmed: 'Maple Court#Lobby' → ['Maple Court', 'Lobby']. */
export function machineNameParts(name: string): string[] {
  return name
    .split('#')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** 'Maple Court#Lobby' → 'Maple Court · Lobby'; a name of separators only stays as it was written. */
export function readableMachineName(name: string): string {
  const parts = machineNameParts(name);
  return parts.length > 0 ? parts.join(SEPARATOR) : name;
}

/**
 * The name after a move from building `from` to building `to`: a name that starts with the old building's name
 * as its first part takes the new one; any other name is the admin's own and stays.
 */
export function renameForBuilding(name: string, from: string, to: string): string {
  const [first, ...rest] = name.split('#');
  if (first === undefined || rest.length === 0 || first.trim() !== from.trim()) return name;
  return [to, ...rest].join('#');
}
