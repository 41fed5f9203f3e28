import { Client } from 'pg';

import { quoteSchema } from './schema-name';

/**
 * Creates a service's schema when it does not exist yet (before its migrations run: TypeORM keeps
 * the migrations table inside that schema). Safe to call on every start. A schema that exists is
 * left alone without asking for CREATE on the database: a service's own role (which owns its
 * schema but may create no other, docs/security.md) migrates too.
 *
 * @example
 * await ensureSchema(env.DATABASE_URL, 'auth');
 */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const sql = `CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (found.rowCount === 0) await client.query(sql);
  } finally {
    await client.end();
  }
}
