// A machine that moves keeps the building part of its name in step (spec §3: '<building>#<place>'). Showing a name
// readably is the formatters' job (src/format/machine-name.ts).

/**
 * The name after a move from building `from` to building `to`: a name that starts with the old building's name
 * as its first part takes the new one; any other name is the admin's own and stays.
 */
export function renameForBuilding(name: string, from: string, to: string): string {
  const [first, ...rest] = name.split('#');
  if (first === undefined || rest.length === 0 || first.trim() !== from.trim()) return name;
  return [to, ...rest].join('#');
}
