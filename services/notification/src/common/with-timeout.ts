/**
 * The promise's value, or a rejection with `message` once `ms` have passed (the timer never keeps
 * the process alive).
 *
 * @example
 * await withTimeout(bus.ping(), 2_000, 'The event bus did not answer');
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
