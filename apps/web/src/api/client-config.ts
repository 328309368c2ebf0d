// The channel's key and IV come from the server at start (GET /client-config); nothing is baked into the bundle.
import { createBrowserActCodec, type ActCodec } from '@bluemanager/protocol';

export interface ClientConfig {
  codec: ActCodec;
  version: string;
}

let pending: Promise<ClientConfig> | undefined;

function readConfig(value: unknown): { aesKey: string; aesIv: string; version: string } {
  const { aesKey, aesIv, version } = (value ?? {}) as Record<string, unknown>;
  if (typeof aesKey !== 'string' || typeof aesIv !== 'string')
    throw new Error('client-config lacks the key or IV');
  return { aesKey, aesIv, version: typeof version === 'string' ? version : '' };
}

/** Loads the configuration once; a failed load is forgotten so the next call tries again. */
export function loadClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  pending ??= fetchImpl('client-config', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`client-config answered ${response.status}`);
      const config = readConfig(await response.json());
      return { codec: createBrowserActCodec(config.aesKey, config.aesIv), version: config.version };
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
