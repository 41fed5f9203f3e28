import { Pool, type PoolClient } from 'pg';

import { processMetrics } from '@app/observability';

import type { BusEvent, EventBus } from '../event-bus.port';
import { consoleLogger, errorMessage, type EventBusLogger } from '../_lib/logger';
import { quoteIdentifier } from '../_lib/sql';
import { backoff, Sleeper, withTimeout } from '../_lib/timing';

export interface OutboxRelayOptions {
  /** The service's database: a pool (the relay holds one client of it) or a connection string. */
  readonly database: Pool | string;
  /** The service's schema, holding its `outbox` table. */
  readonly schema: string;
  readonly bus: Pick<EventBus, 'publish'>;
  /** Rows published per transaction (default 100). */
  readonly batchSize?: number;
  /** Polling period when idle; nudge() wakes the relay sooner (default 200 ms). */
  readonly pollIntervalMs?: number;
  /** How often a standby relay tries to take the lock over (default 1 s). */
  readonly lockRetryMs?: number;
  /** Longest pause after failures, which back off from pollIntervalMs (default 5 s). */
  readonly maxBackoffMs?: number;
  /**
   * How long stop() waits for the batch in flight (default 5 s). A publish still hanging then (a
   * broker that does not answer) is abandoned: its transaction rolls back with the session, so
   * its rows stay unpublished for the next relay, and the process can exit within its grace.
   */
  readonly stopTimeoutMs?: number;
  readonly logger?: EventBusLogger;
}

/** One row of `<schema>.outbox` as the relay reads it. */
interface OutboxRow {
  id: string;
  topic: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
}

/** First key of the relay's advisory locks (the second is the schema's hash): "outb". */
const LOCK_NAMESPACE = 0x6f757462;

/**
 * Publishes a service's outbox (`<schema>.outbox`, written by `writeOutboxEvent` of
 * @app/persistence in the transaction of each change) to the event bus, in order:
 *
 *     BEGIN
 *     SELECT … WHERE published_at IS NULL ORDER BY created_at, occurred_at, id
 *       LIMIT batchSize FOR UPDATE SKIP LOCKED
 *     publish the batch (resolves once the broker holds it)
 *     UPDATE … SET published_at = now() WHERE id = ANY(…)
 *     COMMIT
 *
 * Delivery is at least once: a crash (or error) after the publish and before the COMMIT leaves the
 * rows unpublished, so the next run publishes them again; consumers deduplicate on `eventId`
 * (see `runOnce`). Nothing is lost: a row is only marked in the transaction that published it.
 *
 * One relay per service runs at a time: each holds `pg_try_advisory_lock(LOCK_NAMESPACE,
 * hashtext(schema))` on its own session, and the others stand by and retry every `lockRetryMs`
 * (when the holder dies its session ends and the lock is free). A single publisher is what keeps
 * the events of one aggregate in order.
 *
 * The key of each event is `payload.userId` when the payload has one (so that one user's events
 * keep their order, as libs/contracts' EventEnvelope asks), else the row's `aggregate_id`.
 *
 * @example
 * const relay = new OutboxRelay({ database: env.DATABASE_URL, schema: 'auth', bus });
 * await relay.start();
 * // after a transaction that wrote outbox rows: relay.nudge();
 * await relay.stop();
 */
export class OutboxRelay {
  private readonly pool: Pool;
  private readonly ownsPool: boolean;
  private readonly table: string;
  private readonly lockKey: readonly [number, string];
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockRetryMs: number;
  private readonly maxBackoffMs: number;
  private readonly stopTimeoutMs: number;
  private readonly logger: EventBusLogger;
  private readonly sleeper = new Sleeper();
  private unwatchLag: (() => void) | undefined;
  /** The session holding the advisory lock, while this relay is the active one. */
  private leader: PoolClient | undefined;
  private loop: Promise<void> | undefined;
  private isStopping = false;
  private isNudged = false;
  private relayed = 0;
  private failedBatches = 0;
  /** Failures in a row, for the back-off. */
  private failures = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.ownsPool = typeof options.database === 'string';
    this.pool =
      typeof options.database === 'string'
        ? new Pool({ connectionString: options.database, max: 2 })
        : options.database;
    this.table = `${quoteIdentifier(options.schema)}.outbox`;
    this.lockKey = [LOCK_NAMESPACE, options.schema];
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.lockRetryMs = options.lockRetryMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
    this.logger = options.logger ?? consoleLogger;
    if (this.ownsPool) {
      // An idle client's error (a database restart) must not crash the process.
      this.pool.on('error', (error) => {
        this.logger.warn(`Outbox relay ${options.schema}: ${errorMessage(error)}`);
      });
    }
  }

  /** Events published and marked by this relay (a batch counts once, when it commits). */
  get relayedCount(): number {
    return this.relayed;
  }

  /** Batches that failed (publish or mark) and were rolled back to be retried, so far. */
  get failedBatchCount(): number {
    return this.failedBatches;
  }

  /** Whether this relay holds the schema's lock (false: another relay is active). */
  get isLeader(): boolean {
    return this.leader !== undefined;
  }

  /** Tries for the lock once, then keeps relaying (or standing by) until stop(). */
  async start(): Promise<void> {
    if (this.loop) return;
    this.isStopping = false;
    this.unwatchLag = processMetrics().watchOutbox(this.options.schema, () => this.lagSeconds());
    await this.tryToLead().catch((error: unknown) => {
      this.logger.warn(`Outbox relay ${this.options.schema}: ${errorMessage(error)}`);
    });
    this.loop = this.run();
  }

  /**
   * The age in seconds of the oldest event not yet published (0 when none waits): the outbox lag
   * the process's metrics report (`outbox_lag_seconds`) at each scrape.
   */
  async lagSeconds(): Promise<number> {
    const { rows } = await this.pool.query<{ lag: string | null }>(
      `SELECT EXTRACT(EPOCH FROM now() - min(created_at)) AS lag FROM ${this.table}
        WHERE published_at IS NULL`,
    );
    return Math.max(0, Number(rows[0]?.lag ?? 0));
  }

  /** Asks for a pass now (call it after committing outbox rows): no wait for the next poll. */
  nudge(): void {
    this.isNudged = true;
    this.sleeper.wake();
  }

  /**
   * Stops polling, waits for the batch in flight (at most `stopTimeoutMs`), and releases the lock:
   * with an unlock when the batch finished, else by ending the session (which rolls the batch
   * back; at least once, its rows are published again by the next relay).
   */
  async stop(): Promise<void> {
    this.isStopping = true;
    this.unwatchLag?.();
    this.unwatchLag = undefined;
    this.sleeper.wake();
    const loop = this.loop;
    this.loop = undefined;
    const finished = await withTimeout(
      (loop ?? Promise.resolve()).then(() => true),
      this.stopTimeoutMs,
      'stop timed out',
    ).catch(() => false);
    if (finished) {
      await this.resign();
    } else {
      this.logger.warn(
        `Outbox relay ${this.options.schema}: the batch in flight did not finish within ` +
          `${this.stopTimeoutMs} ms; it is rolled back and published again by the next relay`,
      );
      this.abandon();
    }
    if (this.ownsPool) await this.pool.end();
  }

  private async run(): Promise<void> {
    while (!this.isStopping) {
      let pause = this.pollIntervalMs;
      this.isNudged = false;
      try {
        if (this.leader || (await this.tryToLead())) {
          while (!this.isStopping && (await this.relayBatch()) === this.batchSize) {
            // A full batch: more rows are probably waiting.
          }
          this.failures = 0;
        } else {
          pause = this.lockRetryMs;
        }
      } catch (error) {
        this.failures += 1;
        this.failedBatches += 1;
        pause = backoff(this.failures, this.pollIntervalMs, this.maxBackoffMs);
        this.logger.warn(
          `Outbox relay ${this.options.schema}: batch rolled back, retrying in ${pause} ms: ` +
            errorMessage(error),
        );
      }
      if (!this.isStopping && !this.isNudged) await this.sleeper.sleep(pause);
    }
  }

  /** One transaction: lock a batch, publish it, mark it. Returns how many rows it published. */
  private async relayBatch(): Promise<number> {
    const client = this.leader;
    if (!client) return 0;
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, topic, aggregate_id, payload FROM ${this.table}
          WHERE published_at IS NULL
          ORDER BY created_at, occurred_at, id
          LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      await this.options.bus.publish(rows.map(toBusEvent));
      await client.query(
        `UPDATE ${this.table} SET published_at = now() WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
      await client.query('COMMIT');
      this.relayed += rows.length;
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => this.dropLeadership(client, error));
      throw error;
    }
  }

  /** Takes the schema's lock if it is free, on a session kept for as long as this relay leads. */
  private async tryToLead(): Promise<boolean> {
    if (this.leader) return true;
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS locked',
        [...this.lockKey],
      );
      if (rows[0]?.locked) {
        client.on('error', (error) => this.dropLeadership(client, error));
        this.leader = client;
        this.logger.log(`Outbox relay ${this.options.schema}: active`);
        return true;
      }
      client.release();
      return false;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  /** The session is broken: its lock is gone with it; the loop will try to lead again. */
  private dropLeadership(client: PoolClient, error: unknown): void {
    if (this.leader !== client) return;
    this.leader = undefined;
    client.release(error instanceof Error ? error : true);
    this.logger.warn(
      `Outbox relay ${this.options.schema}: lost its session: ${errorMessage(error)}`,
    );
  }

  /** Ends the leader's session (its transaction rolls back, its lock goes) without waiting. */
  private abandon(): void {
    const client = this.leader;
    if (!client) return;
    this.leader = undefined;
    client.release(new Error('The outbox relay stopped during a batch'));
  }

  private async resign(): Promise<void> {
    const client = this.leader;
    if (!client) return;
    this.leader = undefined;
    try {
      await client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [...this.lockKey]);
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  }
}

function toBusEvent(row: OutboxRow): BusEvent {
  const { eventId, userId } = row.payload;
  return {
    topic: row.topic,
    key: typeof userId === 'string' && userId !== '' ? userId : row.aggregate_id,
    eventId: typeof eventId === 'string' ? eventId : row.id,
    payload: row.payload,
  };
}
