import { type ClientBase, Pool, type PoolClient } from 'pg';

/** Reports that a client's session is unusable (a failed ROLLBACK): it must not be reused. */
export type OnBroken = (error: Error) => void;

/**
 * Runs `run` on `database` when it is a client, or on a client checked out of the pool and
 * released after it. A checked-out client has no listener of the pool's: when the server ends
 * the session (a Postgres restart) the 'error' it emits would end the process. The session is
 * broken then, as it is when a ROLLBACK failed (`run` reports that through `onBroken`): such a
 * client is destroyed, never returned to the pool.
 */
export async function onOneClient<T, C extends ClientBase = ClientBase>(
  database: Pool | C,
  run: (client: C | PoolClient, onBroken: OnBroken) => Promise<T>,
): Promise<T> {
  if (!(database instanceof Pool)) return run(database, () => undefined);
  const client = await database.connect();
  let broken: Error | undefined;
  const onError = (error: Error): void => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    return await run(client, (error) => {
      broken = error;
    });
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * `body` between `begin` (default BEGIN) and COMMIT on `client`; when it throws, ROLLBACK (a
 * failed ROLLBACK goes to `onBroken`: the session is unusable) and the error passes on.
 */
export async function inTransaction<T>(
  client: ClientBase,
  body: () => Promise<T>,
  onBroken: OnBroken,
  begin = 'BEGIN',
): Promise<T> {
  await client.query(begin);
  try {
    const result = await body();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      onBroken(rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)));
    });
    throw error;
  }
}

/**
 * Runs `work` in one transaction on a client checked out of `pool`: COMMIT when it resolves,
 * ROLLBACK when it throws (the error is rethrown). `begin` may set the transaction's mode (for
 * example `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`, so that several reads see one
 * snapshot). A client whose session broke (the server ended it, or the ROLLBACK failed) is
 * destroyed rather than handed back to the pool (see `onOneClient`).
 *
 * @example
 * const count = await inPoolTransaction(pool, async (client) => {
 *   await client.query('INSERT INTO …');
 *   return (await client.query('SELECT count(*) FROM …')).rows[0].count;
 * });
 */
export function inPoolTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  return onOneClient<T, PoolClient>(pool, (client, onBroken) =>
    inTransaction(client, () => work(client), onBroken, begin),
  );
}
