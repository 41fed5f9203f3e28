import { Client } from 'pg';

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
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
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

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
