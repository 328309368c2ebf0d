// The typed act channel of the signed-in shell: act(declaration, params) returns the result parsed with the act's
// own schema, so a server that drifts from the protocol fails loudly at the call, not deep in a component.
import type { ActDeclaration, ActParams, ActResult } from '@bluemanager/protocol';
import { ActError } from './act-error';
import type { ActTransport } from './act-transport';

export type ActCall = <A extends ActDeclaration>(act: A, params: ActParams<A>) => Promise<ActResult<A>>;

export function createActClient(transport: ActTransport): ActCall {
  return async (act, params) => {
    const payload = await transport({
      code: act.code,
      params: params as object,
      isPublic: act.access === 'public',
      flat: act.flat === true,
    });
    const parsed = act.result.safeParse(payload);
    if (!parsed.success)
      throw new ActError('BAD_RESPONSE', `The answer to act ${act.code} does not match the protocol.`);
    return parsed.data as ActResult<typeof act>;
  };
}
