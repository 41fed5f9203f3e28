import { randomUUID } from 'node:crypto';

import { Test } from '@nestjs/testing';
import { Pool } from 'pg';

import { createTestDatabase, type TestDatabase } from '@app/testing';

import type { BusEvent, EventBus, Subscription } from '../event-bus.port';
import { EventBusModule } from './event-bus.module';
import { OutboxRelayModule } from './outbox-relay.module';

/** A bus that records what is published to it. */
class RecordingBus implements EventBus {
  readonly kind = 'redis-streams';
  readonly events: BusEvent[] = [];

  async publish(events: readonly BusEvent[]): Promise<void> {
    this.events.push(...events);
  }

  subscribe(): Promise<Subscription> {
    throw new Error('not used by the relay');
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

let db: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined); // see outbox-relay.spec.ts: the drop may end a closing client
  await pool.query('CREATE SCHEMA shop');
  await pool.query(`CREATE TABLE shop.outbox (
    id uuid PRIMARY KEY, topic varchar(255) NOT NULL, aggregate_id varchar(255) NOT NULL,
    payload jsonb NOT NULL, occurred_at timestamptz NOT NULL, published_at timestamptz NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
});

afterAll(async () => {
  await pool.end();
  await db.drop();
});

async function writeRow(): Promise<string> {
  const eventId = randomUUID();
  const occurredAt = new Date().toISOString();
  await pool.query(
    `INSERT INTO shop.outbox (id, topic, aggregate_id, payload, occurred_at)
     VALUES ($1, 'shop.order.placed.v1', 'order-1', $2, $3)`,
    [eventId, { eventId, occurredAt, aggregateId: 'order-1' }, occurredAt],
  );
  return eventId;
}

async function waitFor(condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('OutboxRelayModule', () => {
  it("publishes the service's outbox to the process's bus from start to shutdown, and nothing after", async () => {
    const bus = new RecordingBus();
    const before = await writeRow();
    const module = await Test.createTestingModule({
      imports: [
        EventBusModule.forRoot({ clientId: 'shop' }, bus),
        OutboxRelayModule.forRoot({ databaseUrl: db.url, schema: 'shop', pollIntervalMs: 20 }),
      ],
    }).compile();
    // A service's app context: init() runs the bootstrap hooks, close() the shutdown hooks.
    const app = await module.init();

    await waitFor(() => bus.events.length === 1);
    const after = await writeRow();
    await waitFor(() => bus.events.length === 2);
    expect(bus.events.map((event) => event.eventId)).toEqual([before, after]);
    const { rows } = await pool.query<{ unpublished: number }>(
      'SELECT count(*)::int AS unpublished FROM shop.outbox WHERE published_at IS NULL',
    );
    expect(rows[0]!.unpublished).toBe(0);

    await app.close();
    // After shutdown the relay publishes nothing more (its lock and its pool are gone).
    await writeRow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bus.events).toHaveLength(2);
  });

  it("forService relays the outbox of the env's schema when enabled, and relays nothing when not", async () => {
    const env = { DATABASE_URL: db.url, DATABASE_SCHEMA: 'shop' };
    /** A service's bus and relay as forService makes them, run until `until`: what was published. */
    async function run(enabled: boolean, until: (bus: RecordingBus) => boolean | Promise<boolean>) {
      const bus = new RecordingBus();
      const module = await Test.createTestingModule({
        imports: [
          EventBusModule.forService('shop', { REDIS_URL: 'redis://127.0.0.1:1' }, bus),
          OutboxRelayModule.forService(env, enabled),
        ],
      }).compile();
      await module.init();
      await waitFor(() => until(bus));
      await module.close();
      return bus.events.map((event) => event.eventId);
    }
    await pool.query('UPDATE shop.outbox SET published_at = now()');
    const row = await writeRow();
    const quietUntil = Date.now() + 300;
    await expect(run(false, () => Date.now() > quietUntil)).resolves.toEqual([]);
    await expect(run(true, (bus) => bus.events.length === 1)).resolves.toEqual([row]);
  });
});
