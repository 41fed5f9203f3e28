import { Client } from 'pg';

/** A database made by `createDatabase`: its URL, and what drops it. */
export interface CreatedDatabase {
  url: string;
  /** Drops it, ending the connections still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates the empty database `name` on the server of `serverUrl` (a role that may CREATE DATABASE):
 * its URL on that server, and `drop()`. For scratch databases (tests, throw-away stacks); a
 * service's own database is made by its deployment.
 *
 * @example
 * const db = await createDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'test_users_1');
 * afterAll(() => db.drop());
 */
export async function createDatabase(serverUrl: string, name: string): Promise<CreatedDatabase> {
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
