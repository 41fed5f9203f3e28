import { Client } from 'pg';

import { quoteSchema } from './schema-name';

/**
 * Creates a service's schema when it does not exist yet (before its migrations run: TypeORM keeps
 * the migrations table inside that schema). Safe to call on every start.
 *
 * @example
 * await ensureSchema(env.DATABASE_URL, 'auth');
 */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const sql = `CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
