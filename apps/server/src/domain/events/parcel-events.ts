// Live parcel changes. On PostgreSQL a change is a NOTIFY on a channel named after the schema, so every server
// instance on that schema hears it (its own included); on SQLite, which one instance serves, it goes to the
// listeners registered in this process for that database.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import { dialectOf } from '../../sections/parcels/dialect-of.js';
import type { ParcelChange, ParcelChangeListener } from './parcel-change.js';

const CHANNEL_PREFIX = 'bm_parcels_';
const RECONNECT_MS = 1_000;

const localListeners = new WeakMap<Kysely<Database>, Set<ParcelChangeListener>>();

/** Tells every subscriber about committed changes; call it after the transaction, with the root database. */
export async function publishParcelChanges(
  db: Kysely<Database>,
  changes: readonly ParcelChange[],
): Promise<void> {
  if (changes.length === 0) return;
  if (dialectOf(db) === 'postgres') {
    for (const change of changes) {
      await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${JSON.stringify(change)})`.execute(
        db,
      );
    }
    return;
  }
  const listeners = localListeners.get(db);
  for (const change of changes) for (const listener of listeners ?? []) listener(change);
}

export interface ParcelEventHub {
  subscribe(listener: ParcelChangeListener): () => void;
  close(): Promise<void>;
}

export interface HubOptions {
  /** PostgreSQL: the connection to LISTEN on (DatabaseHandle.listenConfig). */
  listenConfig?: pg.ClientConfig;
  onError?: (error: unknown) => void;
}

function parseChange(payload: string | undefined): ParcelChange | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ParcelChange>;
    if (typeof value.parcelId === 'number' && typeof value.buildingId === 'number')
      return value as ParcelChange;
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
  const listeners = new Set<ParcelChangeListener>();
  const deliver = (change: ParcelChange) => {
    for (const listener of listeners) listener(change);
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
      const change = parseChange(message.payload);
      if (change) deliver(change);
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
      listeners.add(listener);
      return () => listeners.delete(listener);
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
