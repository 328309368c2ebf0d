// The Profile section's rules without schemas, so the web can say them before a round trip without pulling zod.

/** The avatar upload's limits: the largest file accepted, and the types decided from the file's bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The square sizes stored, in pixels: the navbar's 38 px and the profile's 120 px, each at twice for sharp screens. */
export const AVATAR_SIZES = { small: 76, large: 240 } as const;
/** Where avatars are served; a stored avatar is `/avatars/<name>.webp`, its small size `/avatars/<name>-76.webp`. */
export const AVATAR_ROUTE = '/avatars';
/** The image upload endpoint of spec §7 (multipart: the token `t` and an `img` file). */
export const AVATAR_UPLOAD_ROUTE = '/upload/avatar';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export type PasswordProblem = 'short' | 'long' | 'classes' | 'username';

/**
 * Why a new password is too weak, or undefined: at least 12 characters, three of lower case, upper case, digits and
 * other characters, and not containing the username.
 */
export function passwordProblem(password: string, username: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN) return 'short';
  if (password.length > PASSWORD_MAX) return 'long';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
  if (classes < 3) return 'classes';
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) return 'username';
  return undefined;
}
