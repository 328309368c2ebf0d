import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_DEBOUNCE_MS, useMediaQuery } from './use-media-query';

/** A matchMedia whose one query the test switches, telling its listeners as a browser would. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = vi.fn().mockImplementation((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

describe('a media query (spec §9: changes debounced by 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows a change only once it has settled for 500 ms', () => {
    const change = fakeMedia(false);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1234px)'));
    expect(result.current).toBe(false);
    act(() => change(true));
    act(() => vi.advanceTimersByTime(MEDIA_DEBOUNCE_MS - 100));
    expect(result.current).toBe(false);
    // A change back and forth restarts the wait.
    act(() => change(false));
    act(() => change(true));
    act(() => vi.advanceTimersByTime(MEDIA_DEBOUNCE_MS - 100));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
