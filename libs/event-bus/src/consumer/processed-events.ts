import { type ClientBase, Pool } from 'pg';

import { quoteIdentifier } from '../_lib/sql';

/**
 * The table behind `runOnce`, for the consuming service's own migration (run with the service's
 * schema on the search path, as its migrations are):
 *
 * @example
 * await queryRunner.query(PROCESSED_EVENTS_TABLE_SQL);
 */
export const PROCESSED_EVENTS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS processed_events (
  consumer text NOT NULL,
  event_id uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
)`;

/** The same DDL for an explicit schema (tests, scripts). */
export function processedEventsTableSql(schema: string): string {
  return PROCESSED_EVENTS_TABLE_SQL.replace(
    'processed_events',
    `${quoteIdentifier(schema)}.processed_events`,
  );
}

/** A pool (a client is taken and given back) or a connected client not inside a transaction. */
export type ProcessedEventsDatabase = Pool | ClientBase;

/**
 * Runs `effect` at most once per `(consumer, eventId)`: in one transaction it records the event in
 * `<schema>.processed_events` and runs the effect, with the same client so the effect's own writes
 * commit or roll back with the record. Returns false, without running the effect, when the event
 * was already processed. A concurrent second delivery waits on the first one's row and then skips;
 * an effect that throws rolls the record back, so the redelivery runs it again.
 *
 * An effect outside Postgres (a BullMQ job) should be idempotent itself (job id = event id): a
 * crash between it and the COMMIT runs it again on redelivery.
 *
 * @example
 * const isNew = await runOnce(pool, 'notification', 'password-reset-email', event.eventId,
 *   async (client) => { await client.query('INSERT INTO …'); });
 */
export async function runOnce(
  database: ProcessedEventsDatabase,
  schema: string,
  consumer: string,
  eventId: string,
  effect: (client: ClientBase) => Promise<void>,
): Promise<boolean> {
  const table = `${quoteIdentifier(schema)}.processed_events`;
  const run = (client: ClientBase, onBroken: (error: Error) => void): Promise<boolean> =>
    runInTransaction(client, table, [consumer, eventId], effect, onBroken);
  if (!(database instanceof Pool)) return run(database, () => undefined);
  const client = await database.connect();
  let broken: Error | undefined;
  // A checked-out client has no listener of the pool's: when the server ends the session (a
  // Postgres restart) the 'error' it emits would end the process. The session is broken then.
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
    // A session whose ROLLBACK failed is broken: it must not go back to the pool.
    client.release(broken);
  }
}

async function runInTransaction(
  client: ClientBase,
  table: string,
  [consumer, eventId]: [string, string],
  effect: (client: ClientBase) => Promise<void>,
  onBroken: (error: Error) => void,
): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const inserted = await client.query(
      `INSERT INTO ${table} (consumer, event_id) VALUES ($1, $2)
        ON CONFLICT (consumer, event_id) DO NOTHING`,
      [consumer, eventId],
    );
    if (inserted.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    await effect(client);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      onBroken(rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)));
    });
    throw error;
  }
}

/** The same, bound to one consumer of one schema. */
export class IdempotentConsumer {
  constructor(
    private readonly database: ProcessedEventsDatabase,
    private readonly schema: string,
    private readonly consumer: string,
  ) {}

  runOnce(eventId: string, effect: (client: ClientBase) => Promise<void>): Promise<boolean> {
    return runOnce(this.database, this.schema, this.consumer, eventId, effect);
  }
}
