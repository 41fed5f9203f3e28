/**
 * `TESTCONTAINERS=1` starts Postgres and Redis in containers (a Docker engine is needed) instead
 * of using the servers named by `DATABASE_URL` / `REDIS_URL` (the project's machines run both).
 */
export function useContainers(): boolean {
  return process.env['TESTCONTAINERS'] === '1' || process.env['TESTCONTAINERS'] === 'true';
}
