// Holds the signed-in user. At start it reads the stored user (logging out one that lacks a partner) and asks
// the server whether the token still holds; any act that finds the session gone sends the user to login.
import type { ActCodec, loginAct, logoutAct, sessionAct } from '@bluemanager/protocol';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ActError, isSessionLost } from '../api/act-error';
import { createActTransport } from '../api/act-transport';
import { loadClientConfig } from '../api/client-config';
import { currentHashPath, rememberReturn } from './return-to';
import { SessionContext, type LoginInput, type SessionValue } from './session-context';
import {
  clearSessionStorage,
  isSessionUser,
  readStoredUser,
  storeUser,
  type SessionUser,
} from './session-user';

// The codes are checked against the declarations at compile time; the declarations (and zod) stay out of the
// login page's bundle.
const LOGIN: (typeof loginAct)['code'] = 8002;
const LOGOUT: (typeof logoutAct)['code'] = 8003;
const SESSION: (typeof sessionAct)['code'] = 8004;

function asUser(value: unknown): SessionUser {
  if (!isSessionUser(value)) throw new ActError('BAD_RESPONSE', 'The server answered something unexpected.');
  return value;
}

export const WELCOME_FLAG = 'bm-welcome';

interface SessionProviderProps {
  children: ReactNode;
  /** The message shown on the login page after a forced sign-out (already translated). */
  expiredNotice: () => string;
}

export function SessionProvider({ children, expiredNotice }: SessionProviderProps) {
  const [user, setUser] = useState<SessionUser | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const userRef = useRef<SessionUser | undefined>(undefined);
  userRef.current = user;
  const noticeRef = useRef(expiredNotice);
  noticeRef.current = expiredNotice;

  const dropSession = useCallback(() => {
    clearSessionStorage(localStorage);
    setUser(undefined);
  }, []);

  const expire = useCallback(() => {
    if (!userRef.current) return;
    rememberReturn(currentHashPath(), noticeRef.current());
    dropSession();
  }, [dropSession]);

  const transport = useMemo(
    () =>
      createActTransport({
        codec: async (): Promise<ActCodec> => (await loadClientConfig()).codec,
        token: () => userRef.current?.token,
        onSessionLost: expire,
      }),
    [expire],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const codec = await loadClientConfig()
        .then((config) => config.codec)
        .catch(() => undefined);
      const reading = readStoredUser(localStorage, codec);
      if (reading.kind === 'invalid') clearSessionStorage(localStorage);
      if (reading.kind === 'user' && !cancelled) {
        userRef.current = reading.user;
        setUser(reading.user);
        try {
          // The stored copy may be stale (level, expiry); the server's answer replaces it, keeping the token.
          const fresh = await transport({ code: SESSION, params: {}, isPublic: false, flat: true });
          const next = asUser({ ...(fresh as object), token: reading.user.token });
          if (!cancelled) {
            storeUser(localStorage, next);
            setUser(next);
          }
        } catch (error) {
          // A lost session was handled by the client; any other failure keeps the stored user for now.
          if (!isSessionLost(error)) console.warn('session check failed', error);
        }
      }
      if (!cancelled) setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [transport]);

  const login = useCallback(
    async ({ username, password, code }: LoginInput) => {
      const params = { u: username, p: password, ...(code ? { v: code } : {}) };
      const result = asUser(await transport({ code: LOGIN, params, isPublic: true, flat: true }));
      storeUser(localStorage, result);
      sessionStorage.setItem(WELCOME_FLAG, '1');
      userRef.current = result;
      setUser(result);
      return result;
    },
    [transport],
  );

  const logout = useCallback(async () => {
    try {
      await transport({ code: LOGOUT, params: {}, isPublic: false, flat: false });
    } catch (error) {
      // Logging out must always work locally, even when the server is gone or the token already expired.
      console.warn('logout call failed', error);
    }
    dropSession();
  }, [transport, dropSession]);

  const enrolled = useCallback(() => {
    const current = userRef.current;
    if (!current) return;
    const next = { ...current, twoFactor: true, twoFactorSetupRequired: false };
    storeUser(localStorage, next);
    userRef.current = next;
    setUser(next);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ready, user, transport, login, logout, enrolled }),
    [ready, user, transport, login, logout, enrolled],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
