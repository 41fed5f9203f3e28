/** Thrown into a subscription's loop when close() stopped waiting for a handler. */
export class HandlerAbandonedError extends Error {
  constructor() {
    super('The subscription closed before the handler finished; the event stays unacknowledged');
    this.name = 'HandlerAbandonedError';
  }
}

/**
 * The handler a subscription is running, if any. `close()` waits for it up to a deadline and then
 * abandons it: the loop sees `HandlerAbandonedError`, acknowledges nothing, and the event is
 * delivered again later (to another member), exactly as if the process had died.
 */
export class InFlightHandler {
  private abandonCurrent: ((error: Error) => void) | undefined;
  private current: Promise<unknown> | undefined;
  private abandoned = false;

  /** Whether drain() gave up on a handler (no handler runs after that). */
  get isAbandoned(): boolean {
    return this.abandoned;
  }

  /** Runs `work`, settling early with `HandlerAbandonedError` when abandoned. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.abandoned) throw new HandlerAbandonedError();
    const abandoned = new Promise<never>((_, reject) => {
      this.abandonCurrent = reject;
    });
    const running = Promise.resolve().then(work);
    this.current = running.catch(() => undefined);
    try {
      return await Promise.race([running, abandoned]);
    } finally {
      this.abandonCurrent = undefined;
      this.current = undefined;
    }
  }

  /** Waits up to `ms` for the running handler; returns false when it had to abandon it. */
  async drain(ms: number): Promise<boolean> {
    const current = this.current;
    if (!current) return true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      current.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), ms);
      }),
    ]);
    clearTimeout(timer);
    if (!timedOut) return true;
    this.abandoned = true;
    this.abandonCurrent?.(new HandlerAbandonedError());
    return false;
  }
}
