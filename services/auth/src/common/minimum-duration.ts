export interface MinimumDurationOptions {
  /** Milliseconds since some fixed point (default `performance.now`). */
  now?: () => number;
  /** Waits the given milliseconds (default a timer). */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, whether it succeeded or
 * failed, so that the answer's timing does not depend on what the work found (account recovery
 * must not reveal which e-mail addresses have accounts).
 *
 * @example
 * await withMinimumDuration(300, () => this.recordReminderIfAccountExists(email));
 */
export async function withMinimumDuration<T>(
  floorMs: number,
  work: () => Promise<T>,
  { now = () => performance.now(), sleep = defaultSleep }: MinimumDurationOptions = {},
): Promise<T> {
  const started = now();
  try {
    return await work();
  } finally {
    const remaining = floorMs - (now() - started);
    if (remaining > 0) await sleep(remaining);
  }
}
