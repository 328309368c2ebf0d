// Live parcel changes, and the end of a session (so its open event streams close at once, on every instance). On
// PostgreSQL a message is a NOTIFY on a channel named after the schema, so every server instance on that schema
// hears it (its own included); on SQLite, which one instance serves, it goes to the listeners registered in this
// process for that database.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import { dialectOf } from '../../sections/parcels/dialect-of.js';
import type { ParcelChange, ParcelChangeListener } from './parcel-change.js';

const CHANNEL_PREFIX = 'bm_parcels_';
const RECONNECT_MS = 1_000;

/** What travels on the channel: a parcel change, or a session that ended (logged out, revoked). */
type LiveMessage = { kind: 'parcel'; change: ParcelChange } | { kind: 'session-ended'; sessionId: number };
type LiveListener = (message: LiveMessage) => void;

const localListeners = new WeakMap<Kysely<Database>, Set<LiveListener>>();

async function publish(db: Kysely<Database>, messages: readonly LiveMessage[]): Promise<void> {
  if (messages.length === 0) return;
  if (dialectOf(db) === 'postgres') {
    for (const message of messages) {
      const payload = message.kind === 'parcel' ? message.change : { sessionEnded: message.sessionId };
      await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${JSON.stringify(payload)})`.execute(
        db,
      );
    }
    return;
  }
  const listeners = localListeners.get(db);
  for (const message of messages) for (const listener of listeners ?? []) listener(message);
}

/** Tells every subscriber about committed changes; call it after the transaction, with the root database. */
export async function publishParcelChanges(
  db: Kysely<Database>,
  changes: readonly ParcelChange[],
): Promise<void> {
  await publish(
    db,
    changes.map((change) => ({ kind: 'parcel', change })),
  );
}

/** Tells every instance that a session ended, so the event streams it opened close now, not at their next ping. */
export async function publishSessionEnded(db: Kysely<Database>, sessionId: number): Promise<void> {
  await publish(db, [{ kind: 'session-ended', sessionId }]);
}

export interface ParcelEventHub {
  subscribe(listener: ParcelChangeListener): () => void;
  /** Hears the end of every session; returns the unsubscribe. */
  onSessionEnded(listener: (sessionId: number) => void): () => void;
  close(): Promise<void>;
}

export interface HubOptions {
  /** PostgreSQL: the connection to LISTEN on (DatabaseHandle.listenConfig). */
  listenConfig?: pg.ClientConfig;
  onError?: (error: unknown) => void;
}

function parseMessage(payload: string | undefined): LiveMessage | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ParcelChange> & { sessionEnded?: unknown };
    if (typeof value.sessionEnded === 'number')
      return { kind: 'session-ended', sessionId: value.sessionEnded };
    if (typeof value.parcelId === 'number' && typeof value.buildingId === 'number')
      return { kind: 'parcel', change: value as ParcelChange };
  } catch {
    // Not ours: ignore it.
  }
  return undefined;
}

/** Listens for parcel changes on the given database, until closed. */
export async function openParcelEventHub(
  db: Kysely<Database>,
  options: HubOptions = {},
): Promise<ParcelEventHub> {
  const listeners = new Set<LiveListener>();
  const deliver = (message: LiveMessage) => {
    for (const listener of listeners) listener(message);
  };
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    if (!options.listenConfig) throw new Error('a PostgreSQL event hub needs the listen connection config');
    const next = new pg.Client(options.listenConfig);
    next.on('error', (error) => {
      options.onError?.(error);
      next.end().catch(() => undefined);
      if (client === next && !closed) {
        client = undefined;
        retry = setTimeout(() => void listen().catch(options.onError), RECONNECT_MS);
      }
    });
    await next.connect();
    const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
    const channel = `${CHANNEL_PREFIX}${rows[0]?.schema ?? 'public'}`;
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const live = parseMessage(message.payload);
      if (live) deliver(live);
    });
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  if (dialectOf(db) === 'postgres') {
    await listen();
  } else {
    localListeners.set(db, listeners);
  }
  return {
    subscribe(listener) {
      const onMessage: LiveListener = (message) => {
        if (message.kind === 'parcel') listener(message.change);
      };
      listeners.add(onMessage);
      return () => listeners.delete(onMessage);
    },
    onSessionEnded(listener) {
      const onMessage: LiveListener = (message) => {
        if (message.kind === 'session-ended') listener(message.sessionId);
      };
      listeners.add(onMessage);
      return () => listeners.delete(onMessage);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      if (localListeners.get(db) === listeners) localListeners.delete(db);
      await client?.end().catch(() => undefined);
    },
  };
}
