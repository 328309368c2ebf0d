// Spec §3/§5: an avatar of '-1' or '' means the default avatar.
export const DEFAULT_AVATAR = 'assets/images/avatars/0.png';

export function avatarUrl(avatar: string | undefined, resourceBase = ''): string {
  if (!avatar || avatar === '-1') return DEFAULT_AVATAR;
  if (/^(https?:)?\/\//.test(avatar) || avatar.startsWith('data:')) return avatar;
  return `${resourceBase}${avatar}`;
}
