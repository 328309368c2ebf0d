// Spec §3: a machine's name is parts separated by '#' ('<building>#<place>' for the machines the portal creates).
// Every page shows it the same readable way.

const SEPARATOR = ' · ';

/** The non-empty parts of a name, trimmed: 'Maple Court#Lobby' → ['Maple Court', 'Lobby']. */
export function machineNameParts(name: string): string[] {
  return name
    .split('#')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * 'Maple Court#Lobby' → 'Maple Court · Lobby'. Given the building a row already shows in a column of its own, a
 * leading part naming that building is left out. A name of separators only stays as it was written.
 */
export function readableMachineName(name: string, shownBuilding?: string): string {
  const parts = machineNameParts(name);
  if (parts.length > 1 && shownBuilding !== undefined && parts[0] === shownBuilding.trim()) parts.shift();
  return parts.length > 0 ? parts.join(SEPARATOR) : name;
}
