// Live updates: the server's event stream (GET /api/events?t=…) tells which parcel changed. The list refetches when
// a parcel it shows changes, or when a new one arrives (it may belong on the page); bursts are merged so a bulk
// action refetches once. The 5-minute reload stays as the fallback when the stream is down.
import { useEffect, useRef } from 'react';

export interface ParcelChangeEvent {
  parcelId: number;
  buildingId: number;
  kind: string;
}

const MERGE_MS = 400;

export function isParcelChange(value: unknown): value is ParcelChangeEvent {
  const change = value as Partial<ParcelChangeEvent> | null;
  return typeof change?.parcelId === 'number' && typeof change.kind === 'string';
}

/** Whether a change concerns the rows on screen (by id), or may add one (a deposit). */
export function changeConcerns(change: ParcelChangeEvent, visibleIds: ReadonlySet<number>): boolean {
  return visibleIds.has(change.parcelId) || change.kind === 'deposited';
}

export function useParcelEvents(
  token: string,
  visibleIds: ReadonlySet<number>,
  onRelevantChange: () => void,
): void {
  const visible = useRef(visibleIds);
  const refresh = useRef(onRelevantChange);
  useEffect(() => {
    visible.current = visibleIds;
    refresh.current = onRelevantChange;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`api/events?t=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('parcel', (event) => {
      let change: unknown;
      try {
        change = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (!isParcelChange(change) || !changeConcerns(change, visible.current)) return;
      clearTimeout(timer);
      timer = setTimeout(() => refresh.current(), MERGE_MS);
    });
    // The server ends the stream when the session ends; reconnecting would only be refused again.
    source.addEventListener('end', () => source.close());
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [token]);
}
