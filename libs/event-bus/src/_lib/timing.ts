/**
 * A sleep that `wake()` ends early (close and stop must not wait out a back-off). Resolves `true`
 * when the time ran out and `false` when woken.
 */
export class Sleeper {
  private pending = new Set<() => void>();

  sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (timedOut: boolean): void => {
        clearTimeout(timer);
        this.pending.delete(wake);
        resolve(timedOut);
      };
      const wake = (): void => done(false);
      const timer = setTimeout(() => done(true), Math.max(0, ms));
      this.pending.add(wake);
    });
  }

  wake(): void {
    for (const wake of [...this.pending]) wake();
  }
}

/** Rejects with `message` when `promise` has not settled within `ms` (the timer never lingers). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Exponential back-off: `base`, 2×`base`, 4×`base`… capped at `max` (attempt 1 = `base`). */
export function backoff(attempt: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}
