// The one way background work runs here: on an interval, never overlapping itself (a pass that outlasts the
// interval skips the next tick), off the process's keep-alive list, and stoppable with a wait for the pass in flight.

export interface RunEveryOptions {
  /** Run a first pass at once instead of after the first interval. */
  immediately?: boolean;
}

export function runEvery(
  ms: number,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: RunEveryOptions = {},
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  if (options.immediately) tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
