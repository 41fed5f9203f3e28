import { createDatabase } from '@app/persistence';

import { uniqueTestLabel } from '../test-file-label';
import { useContainers } from '../use-containers';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_IMAGE = 'postgres:17-alpine';

export interface TestDatabase {
  /** Connection string of the fresh, empty database. */
  url: string;
  /** The database's name. */
  name: string;
  /** Drops the database (or stops its container); call it in `afterAll`. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file. On the server named by `DATABASE_URL` (default: the
 * machine's Postgres on 127.0.0.1:5432 with trust auth) it creates `test_<file>_<pid>_<random>`;
 * with `TESTCONTAINERS=1` it starts a Postgres container instead (loaded lazily, so nothing needs
 * Docker otherwise).
 *
 * @example
 * const db = await createTestDatabase();
 * afterAll(() => db.drop());
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${uniqueTestLabel()}`;
  if (useContainers()) return startContainer(name);
  const serverUrl = process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  return { ...(await createDatabase(serverUrl, name)), name };
}

async function startContainer(name: string): Promise<TestDatabase> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).withDatabase(name).start();
  return {
    url: container.getConnectionUri(),
    name,
    drop: async () => {
      await container.stop();
    },
  };
}
