import { createContext, useContext } from 'react';
import type { ActTransport } from '../api/act-transport';
import type { SessionUser } from './session-user';

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
}

export interface SessionValue {
  /** False while the stored session is still being read at start. */
  ready: boolean;
  user: SessionUser | undefined;
  /** The raw act channel; signed-in code uses useAct() for typed, validated calls. */
  transport: ActTransport;
  login(input: LoginInput): Promise<SessionUser>;
  logout(): Promise<void>;
  /** Two-factor is now set up (8007): the session that could only enrol may do everything. */
  enrolled(): void;
}

export const SessionContext = createContext<SessionValue | undefined>(undefined);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** The signed-in user, for components that only render inside the guarded shell. */
export function useUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser is for signed-in pages only');
  return user;
}
