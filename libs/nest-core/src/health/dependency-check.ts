import { Logger } from '@nestjs/common';

import { ServiceUnavailableError } from '@app/contracts';

/** The readiness probe pattern a service answers: `<service>.health.check`. */
export function healthPattern(service: string): string {
  return `${service}.health.check`;
}

/** A ready service's answer to its readiness probe. */
export interface HealthStatus {
  status: 'ok';
  service: string;
}

/** How long one dependency has to answer a readiness probe (ms). */
export const PROBE_TIMEOUT_MS = 2_000;

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

/** Probes of what services depend on, named as the readiness messages name them. */
export const probes = {
  /** Postgres: a TypeORM `DataSource` or a pg `Pool` answers `SELECT 1`. */
  postgres: (db: { query(sql: string): Promise<unknown> }): DependencyProbe => [
    'Postgres',
    () => db.query('SELECT 1'),
  ],
  /** Redis (an ioredis client, or anything with `ping()` that reaches it). */
  redis: (redis: { ping(): Promise<unknown> }): DependencyProbe => ['Redis', () => redis.ping()],
  /** The event bus (`EVENT_BUS`). */
  eventBus: (bus: { ping(): Promise<unknown> }): DependencyProbe => [
    'the event bus',
    () => bus.ping(),
  ],
} as const;

/** One probe's outcome: ok, or down with why. */
export type ProbeResult = { name: string; ok: true } | { name: string; ok: false; reason: string };

/** Runs every probe at once, each within `timeoutMs`, and says which answered. */
export async function runProbes(
  dependencies: readonly DependencyProbe[],
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult[]> {
  const results = await Promise.allSettled(
    dependencies.map(([name, ping]) => withTimeout(ping(), timeoutMs, `${name} did not answer`)),
  );
  return dependencies.map(([name], i) => {
    const result = results[i];
    return result?.status === 'rejected'
      ? { name, ok: false, reason: String(result.reason) }
      : { name, ok: true };
  });
}

/** 'a', 'a or b', 'a, b or c' */
function either(names: readonly string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * A service's readiness: every probe at once, each within `timeoutMs`. Ok, or a 503 naming what
 * is down, e.g. 'The travel service cannot reach Postgres or Redis right now.' (the reasons are
 * logged as a warning).
 *
 * @example
 * return checkDependencies('travel', [probes.postgres(dataSource), probes.redis(redis)]);
 */
export async function checkDependencies(
  service: string,
  dependencies: readonly DependencyProbe[],
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<HealthStatus> {
  const down = (await runProbes(dependencies, timeoutMs)).flatMap((r) => (r.ok ? [] : [r]));
  if (down.length > 0) {
    new Logger('Health').warn(`Not ready: ${down.map((r) => r.reason).join('; ')}`);
    throw new ServiceUnavailableError(
      `The ${service} service cannot reach ${either(down.map((r) => r.name))} right now.`,
    );
  }
  return { status: 'ok', service };
}
