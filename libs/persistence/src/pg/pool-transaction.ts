import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in one transaction on a client checked out of `pool`: COMMIT when it resolves,
 * ROLLBACK when it throws (the error is rethrown). `begin` may set the transaction's mode (for
 * example `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`, so that several reads see one
 * snapshot).
 *
 * A checked-out client has no listener of the pool's: an 'error' from the server (a Postgres
 * restart) would otherwise end the process. A client whose session broke that way, or whose
 * ROLLBACK failed, is destroyed rather than handed back to the pool.
 *
 * @example
 * const count = await inPoolTransaction(pool, async (client) => {
 *   await client.query('INSERT INTO …');
 *   return (await client.query('SELECT count(*) FROM …')).rows[0].count;
 * });
 */
export async function inPoolTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error): void => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    await client.query(begin);
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
