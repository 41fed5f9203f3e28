import type { ClientBase, Pool } from 'pg';

import { quoteIdentifier } from '../_lib/sql';
import { inTransaction, type OnBroken, onOneClient } from '../pg/one-client';

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
  return onOneClient(database, (client, onBroken) =>
    runInTransaction(client, table, [consumer, eventId], effect, onBroken),
  );
}

async function runInTransaction(
  client: ClientBase,
  table: string,
  [consumer, eventId]: [string, string],
  effect: (client: ClientBase) => Promise<void>,
  onBroken: OnBroken,
): Promise<boolean> {
  return inTransaction(
    client,
    async () => {
      const inserted = await client.query(
        `INSERT INTO ${table} (consumer, event_id) VALUES ($1, $2)
          ON CONFLICT (consumer, event_id) DO NOTHING`,
        [consumer, eventId],
      );
      // A duplicate: nothing was written, the empty transaction commits.
      if (inserted.rowCount === 0) return false;
      await effect(client);
      return true;
    },
    onBroken,
  );
}

/** One event for `runOnceEach`: its id and its effect. */
export interface OnceEffect {
  readonly eventId: string;
  readonly effect: (client: ClientBase) => Promise<void>;
}

/**
 * `runOnce` for several events in one transaction: one INSERT records them all, then the effect of
 * each event not processed before runs, in order, on the same client, and everything commits
 * together (or, if one effect throws, nothing does: the caller then handles them one by one).
 * Returns, per event, whether its effect ran (false: a duplicate). Under load a consumer reads
 * events in batches; this costs one BEGIN, one INSERT and one COMMIT per batch instead of per event.
 */
export function runOnceEach(
  database: ProcessedEventsDatabase,
  schema: string,
  consumer: string,
  events: readonly OnceEffect[],
): Promise<boolean[]> {
  return runOnceAll(database, schema, consumer, events, async (client, fresh) => {
    for (const event of fresh) await event.effect(client);
  });
}

/**
 * Like `runOnceEach`, with one effect for the whole batch: `apply` gets the events not processed
 * before (each id once, in their order) and can apply them together, in fewer statements than one
 * effect per event, in the transaction that records them all.
 */
export async function runOnceAll<T extends { readonly eventId: string }>(
  database: ProcessedEventsDatabase,
  schema: string,
  consumer: string,
  events: readonly T[],
  apply: (client: ClientBase, fresh: readonly T[]) => Promise<void>,
): Promise<boolean[]> {
  if (events.length === 0) return [];
  const table = `${quoteIdentifier(schema)}.processed_events`;
  const run = (client: ClientBase, onBroken: OnBroken): Promise<boolean[]> =>
    inTransaction(
      client,
      async () => {
        const inserted = await client.query<{ event_id: string }>(
          `INSERT INTO ${table} (consumer, event_id)
           SELECT $1, id FROM unnest($2::uuid[]) AS id ORDER BY id
           ON CONFLICT (consumer, event_id) DO NOTHING
           RETURNING event_id`,
          [consumer, events.map((event) => event.eventId)],
        );
        // (Ids in a fixed order: two batches sharing events cannot deadlock on their rows.)
        const fresh = new Set(inserted.rows.map((row) => row.event_id.toLowerCase()));
        // The same id twice in one batch runs once (the first time).
        const ran = events.map((event) => fresh.delete(event.eventId.toLowerCase()));
        await apply(
          client,
          events.filter((_event, index) => ran[index]),
        );
        return ran;
      },
      onBroken,
    );
  return onOneClient(database, run);
}

/**
 * The batch step of a consumer: `checked` holds, per delivery in order, either its event (it
 * passed the consumer's checks: an effect, or any value with its id) or what became of it instead
 * ('ignored', 'malformed'…). The events run through `runEach` (`runOnceEach` or `runOnceAll`: one
 * transaction); the answer holds, per delivery, that outcome or whether its event ran (false: a
 * duplicate).
 *
 * @example
 * const results = await runCheckedOnceEach(checked, (effects) => consumer.runOnceEach(effects));
 * return results.map((ran) => (typeof ran === 'string' ? ran : ran ? 'applied' : 'duplicate'));
 */
export async function runCheckedOnceEach<T extends { readonly eventId: string } | string>(
  checked: readonly T[],
  runEach: (events: readonly Exclude<T, string>[]) => Promise<boolean[]>,
): Promise<(Extract<T, string> | boolean)[]> {
  const events = checked.filter((item): item is Exclude<T, string> => typeof item !== 'string');
  const ran = await runEach(events);
  let next = 0;
  return checked.map((item) =>
    typeof item === 'string' ? (item as Extract<T, string>) : (ran[next++] ?? false),
  );
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

  runOnceEach(events: readonly OnceEffect[]): Promise<boolean[]> {
    return runOnceEach(this.database, this.schema, this.consumer, events);
  }

  runOnceAll<T extends { readonly eventId: string }>(
    events: readonly T[],
    apply: (client: ClientBase, fresh: readonly T[]) => Promise<void>,
  ): Promise<boolean[]> {
    return runOnceAll(this.database, this.schema, this.consumer, events, apply);
  }
}
