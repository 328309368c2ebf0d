import { useMemo } from 'react';
import { useSession } from '../session/session-context';
import { createActClient, type ActCall } from './act-client';

/** Typed, validated act calls for signed-in pages. */
export function useAct(): ActCall {
  const { transport } = useSession();
  return useMemo(() => createActClient(transport), [transport]);
}
