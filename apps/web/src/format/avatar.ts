// Spec §3/§5: an avatar of '-1' or '' means the default avatar.
export const DEFAULT_AVATAR = 'assets/images/avatars/0.png';

/** An avatar the portal stored (Profile): `/avatars/<name>.webp`, with a small size beside it. */
const STORED_AVATAR = /^\/avatars\/[0-9a-f]{32}\.webp$/;

/**
 * `small` picks the navbar's size of a stored avatar (AVATAR_SIZES.small in the protocol, 76 px for a 38 px circle:
 * spelled here so the shell need not load the protocol's constants).
 */
export function avatarUrl(
  avatar: string | undefined,
  resourceBase = '',
  size: 'small' | 'large' = 'large',
): string {
  if (!avatar || avatar === '-1') return DEFAULT_AVATAR;
  if (STORED_AVATAR.test(avatar)) return size === 'small' ? avatar.replace('.webp', '-76.webp') : avatar;
  if (/^(https?:)?\/\//.test(avatar) || avatar.startsWith('data:')) return avatar;
  return `${resourceBase}${avatar}`;
}
