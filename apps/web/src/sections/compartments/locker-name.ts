// Spec §3: a locker's name is parts separated by '#', '<building>#<place>' for the lockers the portal creates.

/**
 * The name as a person reads it: its parts joined with ' · ', without a leading building part the row already
 * shows in its own column.
 */
export function readableLockerName(name: string, bname?: string): string {
  const parts = name
    .split('#')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && bname !== undefined && parts[0] === bname.trim()) parts.shift();
  return parts.length > 0 ? parts.join(' · ') : name;
}
