// Spec §3: an ad item's name carries its picture size after '|' ('Maple latte|1080x1920'). The screen shows the
// two apart, never the '|'.
export interface ItemName {
  name: string;
  /** 'WxH', or '' when the stored name has none. */
  size: string;
}

export function splitItemName(stored: string): ItemName {
  const at = stored.lastIndexOf('|');
  if (at < 0) return { name: stored, size: '' };
  return { name: stored.slice(0, at), size: stored.slice(at + 1) };
}

/** '1080x1920' → '1080 × 1920'. */
export function sizeLabel(size: string): string {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? `${match[1]} × ${match[2]}` : size;
}
