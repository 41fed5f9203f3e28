import { ServiceUnavailableError } from '@app/contracts';

import type { HealthStatus } from './rpc-health.controller';

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

/** A dependency a readiness probe checks: its name in the message, and how to ping it. */
export type DependencyProbe = readonly [name: string, ping: () => Promise<unknown>];

/**
 * A service's readiness: every probe at once, each within `timeoutMs`. Ok, or a 503 naming what
 * is down, e.g. 'The travel service cannot reach Postgres, Redis.'
 *
 * @example
 * return checkDependencies('travel', [['Postgres', () => dataSource.query('SELECT 1')]]);
 */
export async function checkDependencies(
  service: string,
  probes: readonly DependencyProbe[],
  timeoutMs = 2_000,
): Promise<HealthStatus> {
  const results = await Promise.allSettled(
    probes.map(([name, ping]) => withTimeout(ping(), timeoutMs, `${name} did not answer`)),
  );
  const down = probes.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
  if (down.length > 0) {
    throw new ServiceUnavailableError(`The ${service} service cannot reach ${down.join(', ')}.`);
  }
  return { status: 'ok', service };
}
