// The act channel from a browser test's own process, for setting up what the portal's pages do not offer yet
// (a machine's device credential) and for finding seeded data. It speaks POST /api exactly as docs/protocol.md
// says: the key and IV from /client-config, the shared codec, the form body, and each answer checked against the
// act's result schema.
import {
  loginAct,
  type ActCodec,
  type ActDeclaration,
  type ActParams,
  type ActResult,
} from '@bluemanager/protocol';
import { clientCodec, postAct, succeeded } from './act-post';
import { PASSWORD } from './support';

export interface ActChannel {
  /** Calls an act with the session's token; a failure envelope throws with its code and message. */
  call<A extends ActDeclaration>(act: A, params: Omit<ActParams<A>, 't'>): Promise<ActResult<A>>;
}

async function post(baseURL: string, codec: ActCodec, code: number, params: object) {
  const envelope = await postAct(baseURL, codec, code, params);
  if (!succeeded(envelope))
    throw new Error(`act ${code} failed: ${String(envelope.code)} ${String(envelope.msg)}`);
  return envelope;
}

/** Signs in as a demo account through act 8002 and returns a channel carrying its token. */
export async function actChannel(baseURL: string, username: string): Promise<ActChannel> {
  const codec = await clientCodec(baseURL);
  const login = await post(baseURL, codec, loginAct.code, { u: username, p: PASSWORD });
  const token = loginAct.result.parse(login).token;
  return {
    async call(act, params) {
      const envelope = await post(baseURL, codec, act.code, { ...params, t: token });
      return act.result.parse(act.flat ? envelope : envelope.data) as ActResult<typeof act>;
    },
  };
}
