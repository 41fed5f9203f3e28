import { randomUUID } from 'node:crypto';

import { Pool } from 'pg';

import { processMetrics } from '@app/observability';
import { createTestDatabase, type TestDatabase } from '@app/testing';

import type { BusEvent, EventBus } from '../event-bus.port';
import type { EventBusLogger } from '../_lib/logger';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';

/** A bus that records each published batch and can be told to refuse the next one. */
class RecordingBus implements Pick<EventBus, 'publish'> {
  readonly batches: BusEvent[][] = [];
  refusals = 0;

  async publish(events: readonly BusEvent[]): Promise<void> {
    if (this.refusals > 0) {
      this.refusals -= 1;
      throw new Error('broker unavailable (expected by the test)');
    }
    this.batches.push([...events]);
  }

  get events(): BusEvent[] {
    return this.batches.flat();
  }
}

const quietLogger: EventBusLogger = {
  log: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

let db: TestDatabase;
let pool: Pool;
let schemaCount = 0;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new Pool({ connectionString: db.url, max: 6 });
  // pool.end() resolves once its clients are told to end, not when their sessions are gone; the
  // DROP DATABASE … WITH (FORCE) that follows can terminate one still closing (57P01), which the
  // pool reports as an idle client's error. A relay's own pool handles the same (outbox-relay.ts).
  pool.on('error', () => undefined);
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

/** A schema of its own with the outbox table of @app/persistence's OutboxEventEntity. */
async function aSchema(): Promise<string> {
  schemaCount += 1;
  const schema = `relay_${schemaCount}`;
  await pool.query(`CREATE SCHEMA ${schema}`);
  await pool.query(`CREATE TABLE ${schema}.outbox (
    id uuid PRIMARY KEY, topic varchar(255) NOT NULL, aggregate_id varchar(255) NOT NULL,
    payload jsonb NOT NULL, occurred_at timestamptz NOT NULL, published_at timestamptz NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
  await pool.query(
    `CREATE INDEX outbox_unpublished_idx ON ${schema}.outbox (created_at) WHERE published_at IS NULL`,
  );
  return schema;
}

interface OutboxRowInput {
  topic?: string;
  aggregateId?: string;
  extra?: Record<string, unknown>;
}

/** Writes rows as writeOutboxEvent does (id = payload.eventId), each in its own transaction. */
async function writeRows(schema: string, rows: OutboxRowInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const eventId = randomUUID();
    const aggregateId = row.aggregateId ?? 'entry-1';
    const occurredAt = new Date().toISOString();
    const payload = { eventId, occurredAt, aggregateId, ...row.extra };
    await pool.query(
      `INSERT INTO ${schema}.outbox (id, topic, aggregate_id, payload, occurred_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [eventId, row.topic ?? 'travel.entry.created.v1', aggregateId, payload, occurredAt],
    );
    ids.push(eventId);
  }
  return ids;
}

async function unpublishedCount(schema: string): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM ${schema}.outbox WHERE published_at IS NULL`,
  );
  return Number(rows[0]!.count);
}

async function aRunningRelay(
  schema: string,
  bus: RecordingBus,
  overrides: Partial<OutboxRelayOptions> = {},
): Promise<OutboxRelay> {
  const relay = new OutboxRelay({
    database: pool,
    schema,
    bus,
    pollIntervalMs: 20,
    lockRetryMs: 20,
    maxBackoffMs: 50,
    logger: quietLogger,
    ...overrides,
  });
  relays.push(relay);
  await relay.start();
  return relay;
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('OutboxRelay', () => {
  it('publishes pending rows in the order they were written and marks them published', async () => {
    const schema = await aSchema();
    const ids = await writeRows(schema, [
      { aggregateId: 'entry-1', extra: { userId: 'user-1' } },
      { aggregateId: 'entry-2', extra: { userId: 'user-1' } },
      { topic: 'auth.user.deleted.v1', aggregateId: 'user-2' },
    ]);
    const bus = new RecordingBus();

    const relay = await aRunningRelay(schema, bus, { batchSize: 2 });
    relay.nudge();

    await waitFor(() => relay.relayedCount === 3);
    expect(bus.events.map((event) => event.eventId)).toEqual(ids);
    expect(bus.events.map((event) => [event.topic, event.key])).toEqual([
      ['travel.entry.created.v1', 'user-1'], // keyed by the user the event is about…
      ['travel.entry.created.v1', 'user-1'],
      ['auth.user.deleted.v1', 'user-2'], // …or by the aggregate when it names no user
    ]);
    expect(bus.events[0]!.payload).toMatchObject({ eventId: ids[0], userId: 'user-1' });
    expect(bus.batches.map((batch) => batch.length)).toEqual([2, 1]);
    expect(await unpublishedCount(schema)).toBe(0);
  });

  it('orders the rows of one transaction by when their events occurred', async () => {
    const schema = await aSchema();
    const [first, second] = [randomUUID(), randomUUID()];
    // One transaction: both rows get the same created_at; occurred_at breaks the tie.
    await pool.query(
      `INSERT INTO ${schema}.outbox (id, topic, aggregate_id, payload, occurred_at) VALUES
        ($1::uuid, 't.a.b.v1', 'a', jsonb_build_object('eventId', $1::text), '2026-01-01T00:00:02Z'),
        ($2::uuid, 't.a.b.v1', 'a', jsonb_build_object('eventId', $2::text), '2026-01-01T00:00:01Z')`,
      [first, second],
    );
    const bus = new RecordingBus();

    const relay = await aRunningRelay(schema, bus);

    await waitFor(() => relay.relayedCount === 2);
    expect(bus.events.map((event) => event.eventId)).toEqual([second, first]);
  });

  it('publishes the batch again when the relay dies between publishing and marking', async () => {
    const schema = await aSchema();
    // The first mark fails, as a crash before COMMIT would: the transaction rolls back.
    await pool.query(`CREATE SEQUENCE ${schema}.mark_attempts`);
    await pool.query(`CREATE FUNCTION ${schema}.crash_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('${schema}.mark_attempts') = 1 THEN RAISE EXCEPTION 'relay killed (test)'; END IF;
        RETURN NULL;
      END $$`);
    await pool.query(`CREATE TRIGGER crash_once BEFORE UPDATE ON ${schema}.outbox
      FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.crash_once()`);
    const ids = await writeRows(schema, [{}, {}, {}]);
    const bus = new RecordingBus();

    const relay = await aRunningRelay(schema, bus);

    await waitFor(() => relay.relayedCount === 3);
    expect(bus.batches.map((batch) => batch.map((event) => event.eventId))).toEqual([ids, ids]);
    expect(relay.failedBatchCount).toBe(1);
    expect(await unpublishedCount(schema)).toBe(0);
  });

  it('keeps the rows when the bus refuses them and publishes them once it accepts', async () => {
    const schema = await aSchema();
    const ids = await writeRows(schema, [{}, {}]);
    const bus = new RecordingBus();
    bus.refusals = 2;

    const relay = await aRunningRelay(schema, bus);

    await waitFor(() => relay.relayedCount === 2);
    expect(bus.events.map((event) => event.eventId)).toEqual(ids);
    expect(relay.failedBatchCount).toBe(2);
    expect(await unpublishedCount(schema)).toBe(0);
  });

  it('runs one relay per schema at a time and hands over when the active one stops', async () => {
    const schema = await aSchema();
    const busA = new RecordingBus();
    const busB = new RecordingBus();
    const relayA = await aRunningRelay(schema, busA);
    const relayB = await aRunningRelay(schema, busB, { database: db.url });
    expect([relayA.isLeader, relayB.isLeader]).toEqual([true, false]);

    const firstIds = await writeRows(schema, [{}, {}, {}]);
    relayA.nudge();
    relayB.nudge();
    await waitFor(() => relayA.relayedCount === 3);
    expect(busA.events.map((event) => event.eventId)).toEqual(firstIds);
    expect(busB.events).toEqual([]);

    await relayA.stop();
    await waitFor(() => relayB.isLeader);
    const laterIds = await writeRows(schema, [{}, {}]);
    relayB.nudge();

    await waitFor(() => relayB.relayedCount === 2);
    expect(busB.events.map((event) => event.eventId)).toEqual(laterIds);
    expect(busA.events).toHaveLength(3);
  });

  it('stops within stopTimeoutMs when a publish hangs, leaving the batch to the next relay', async () => {
    const schema = await aSchema();
    const ids = await writeRows(schema, [{}, {}]);
    let publishing = false;
    const hangingBus: Pick<EventBus, 'publish'> = {
      publish: () => {
        publishing = true;
        return new Promise<void>(() => undefined); // a broker that never answers
      },
    };
    const stuck = await aRunningRelay(schema, new RecordingBus(), {
      bus: hangingBus,
      stopTimeoutMs: 100,
    });
    await waitFor(() => publishing);

    await stuck.stop();
    expect(stuck.isLeader).toBe(false);
    expect(await unpublishedCount(schema)).toBe(2);

    // Its session ended, so its lock is free: the next relay publishes the batch.
    const bus = new RecordingBus();
    const next = await aRunningRelay(schema, bus);
    await waitFor(() => next.relayedCount === 2);
    expect(bus.events.map((event) => event.eventId)).toEqual(ids);
    expect(await unpublishedCount(schema)).toBe(0);
  });

  it('tells the age of its oldest unpublished row as outbox_lag_seconds while it runs', async () => {
    const schema = await aSchema();
    const relay = new OutboxRelay({ database: pool, schema, bus: new RecordingBus() });
    expect(await relay.lagSeconds()).toBe(0);
    const [id] = await writeRows(schema, [{}]);
    await pool.query(
      `UPDATE ${schema}.outbox SET created_at = now() - interval '90 seconds' WHERE id = $1`,
      [id],
    );
    expect(await relay.lagSeconds()).toBeGreaterThanOrEqual(90);

    const running = await aRunningRelay(schema, new RecordingBus());
    const scraped = async () => (await processMetrics().render()).body;
    expect(await scraped()).toMatch(new RegExp(`outbox_lag_seconds\\{schema="${schema}"\\} \\d`));
    await running.stop();
    expect(await scraped()).not.toContain(`schema="${schema}"`);
  });

  it('does not block the relays of other schemas', async () => {
    const [schemaA, schemaB] = [await aSchema(), await aSchema()];
    await writeRows(schemaA, [{}]);
    await writeRows(schemaB, [{}]);
    const bus = new RecordingBus();

    const relayA = await aRunningRelay(schemaA, bus);
    const relayB = await aRunningRelay(schemaB, bus);

    expect([relayA.isLeader, relayB.isLeader]).toEqual([true, true]);
    await waitFor(() => relayA.relayedCount === 1 && relayB.relayedCount === 1);
  });
});
