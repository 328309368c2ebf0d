// Spec §4 / issue 3: an expired token sends the user to login with a message and keeps the page for after login.
import { LOGIN_PATH } from '../app/paths';
import { RETURN_KEYS } from './storage-keys';

export function rememberReturn(path: string, notice: string): void {
  if (path && !path.startsWith(LOGIN_PATH)) sessionStorage.setItem(RETURN_KEYS.returnTo, path);
  sessionStorage.setItem(RETURN_KEYS.notice, notice);
}

/** The page to go back to after a sign-in, read once. */
export function takeReturnPath(): string | undefined {
  const path = sessionStorage.getItem(RETURN_KEYS.returnTo) ?? undefined;
  sessionStorage.removeItem(RETURN_KEYS.returnTo);
  return path;
}

/** The message the login page shows once. */
export function takeLoginNotice(): string | undefined {
  const notice = sessionStorage.getItem(RETURN_KEYS.notice) ?? undefined;
  sessionStorage.removeItem(RETURN_KEYS.notice);
  return notice;
}

/** The hash route the browser shows now, e.g. '/release-notes?x=1'. */
export function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}
